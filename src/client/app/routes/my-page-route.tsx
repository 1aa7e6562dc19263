import { MyPage } from '#client/features/player-accounts/components/my-page.tsx'

/** `/:lang/me`: My page, a player's own records (decision 0045), outside the admin shell. */
export function MyPageRoute() {
  return <MyPage />
}
