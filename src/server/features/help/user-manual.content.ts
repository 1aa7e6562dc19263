// The text of the administrator's user manual, one entry per language, rendered to PDF by user-manual.ts.
//
// Conventions inside the strings:
// - `**text**` is printed in bold (names of pages, buttons and options).
// - `{contactEmail}` is replaced by the support address; a paragraph or bullet holding it is left out when there is none.
// - Only characters of the WinAnsi encoding (Latin-1 plus typographic quotes, dashes and the bullet), because the
//   manual uses the PDF standard fonts. user-manual.test.ts checks it.
// Both languages keep the same sections in the same order, with the same kinds of blocks in each.

export type UserManualLanguage = 'es' | 'en'

export type UserManualSection = {
  heading: string
  paragraphs: string[]
  bullets?: string[]
  /** Paragraphs printed after the bullet list. */
  closing?: string[]
  /** A short highlighted advice printed at the end of the section. */
  tip?: string
}

export type UserManualLabels = {
  /** Shown above the title on the cover. */
  product: string
  audience: string
  tableOfContents: string
  version: string
  edition: string
  contact: string
  page: string
  of: string
  tip: string
  /** Short title for the page footer. */
  footer: string
  keywords: string
}

export type UserManualContent = {
  title: string
  subtitle: string
  labels: UserManualLabels
  sections: UserManualSection[]
}

export const USER_MANUAL_LANGUAGES: readonly UserManualLanguage[] = ['es', 'en']

/** Version printed on the cover when the caller passes none. */
export const USER_MANUAL_VERSION = '1.0'

/** When the text was last revised: the PDF's creation date, so that every render of the same text is identical. */
export const USER_MANUAL_EDITION_DATE = new Date('2025-06-01T00:00:00Z')

export const CONTACT_EMAIL_TOKEN = '{contactEmail}'

const en: UserManualContent = {
  title: 'User Manual for League Administrators',
  subtitle: 'How to run your leagues with League Portal: tournaments, fixtures, results, suspensions and standings',
  labels: {
    product: 'League Portal',
    audience: 'For league administrators and their staff',
    tableOfContents: 'Contents',
    version: 'Version',
    edition: 'Edition',
    contact: 'Support',
    page: 'Page',
    of: 'of',
    tip: 'Tip',
    footer: 'League Portal · User manual',
    keywords: 'football, league, tournament, fixtures, results, standings, suspensions, manual',
  },
  sections: [
    {
      heading: 'About this manual',
      paragraphs: [
        'League Portal is a web application for running amateur football leagues: 5-, 7-, 8- and 11-a-side, for men, women or mixed teams. From one place you manage seasons, tournaments, teams, players, venues and games, enter results and cards, keep track of suspensions, and publish fixtures and standings for players and fans.',
        'This manual is written for **league administrators**, the people who set up the league, invite their staff and keep the competition running. Staff who only enter results will find what they need in “Match day: results and cards” and “Suspensions”.',
        'The portal works as well on a phone at the field as on a laptop at home, in Spanish and in English. The names of pages and buttons in this manual are those of the English interface. A typical season goes like this:',
      ],
      bullets: [
        'Create your account and your league.',
        'Invite your staff and give each person a role.',
        'Create a season and a tournament, and adjust its rules.',
        'Load teams, players and venues.',
        'Generate the fixture, check it and publish it.',
        'On each match day, enter results and cards, confirm the games and review suspensions.',
        'Share your league’s public pages with players and fans.',
      ],
    },
    {
      heading: 'Signing up and signing in',
      paragraphs: [
        'To create an account, open the portal and choose **Create an account**. Enter your e-mail address and a password, type the password a second time to confirm it, and accept the terms and conditions. Both are required: the form does not continue without them.',
        'Afterwards, sign in on the home page with your e-mail address and password. The sign-in page can also send you a **sign-in link** by e-mail: open it and you are in, without typing a password.',
        'If you forget your password, choose **Forgot your password?** and enter your e-mail address. You will receive a message with a link to choose a new one.',
      ],
      bullets: [
        'Use an e-mail address you check often: invitations, password resets and billing notices arrive there.',
        'To sign out, open the account menu (your initial, at the right of the top bar) and choose **Sign out**. On a shared computer, always sign out when you finish.',
        'You can change your password at any time in **Settings**.',
      ],
    },
    {
      heading: 'First steps: setting up your league',
      paragraphs: [
        'The first time you sign in, the portal asks for a few details in two short steps. The rest of the portal opens once both are complete; if you leave halfway, you come back to the pending step the next time you sign in.',
        '**Step 1 – About you.** Enter your display name (the name other members of your league see), your first name, your last name and a phone number where the league can reach you.',
        '**Step 2 – Your league.** Enter the name of your organization (the club, company or association that runs the competitions), the name of your first league, its country and, if you like, a logo. The logo appears in the portal and on your public pages. You can change all of this later on the **League** page.',
        'You are then asked to choose a subscription, which starts with a 14-day free trial (see “Billing and subscription”). If your league is in Argentina, this step is skipped: you go straight to the dashboard, where a notice tells you that our team will contact you to set up your subscription.',
      ],
      tip: 'You become the **admin** of the organization you create. Invite the rest of your staff from **Users** instead of sharing your password.',
    },
    {
      heading: 'Finding your way around',
      paragraphs: ['The sidebar on the left (behind the menu button on a phone) leads to every part of the portal:'],
      bullets: [
        '**Dashboard**: a welcome, statistics across all your tournaments and what needs your attention: games waiting to be confirmed, draft suspensions and notices about your account.',
        '**Tournaments**: your seasons and tournaments. Inside a tournament, tabs for fixtures by round, standings, scorers, discipline, groups and settings.',
        '**Teams**: every team, with its roster, games and statistics.',
        '**Players**: search players by name or DNI and open their teams, goals, cards and suspensions.',
        '**Leaderboards**: team and player rankings across tournaments, filtered by season, genre, team size and tournament.',
        '**Locations**: the venues where games are played, and their fields.',
        '**Users**: the members of your organization, their roles and pending invitations.',
        '**Billing**: your subscription and its state.',
        '**Settings**: your profile, language, theme and password.',
        '**Get help**: this manual and how to contact us.',
      ],
      closing: [
        'The top bar holds the **organization selector**, when you belong to more than one organization, and the account menu with **Settings** and **Sign out**.',
        'Short messages confirm what you have just done, for example that a game was saved. They appear at the bottom right of the screen (at the top on a phone) and disappear after five seconds. Swipe one to the right to dismiss it, or press F8 to move the keyboard focus to it.',
      ],
    },
    {
      heading: 'Roles and permissions',
      paragraphs: [
        'Every member of an organization has one role in it, and the role decides what the person can see and change. The server enforces these rules: a hidden button is only a convenience, so a viewer cannot change data even by following a direct link.',
      ],
      bullets: [
        '**Admin**: everything in the organization: users and their roles, billing, organization and league settings, and all league data. Whoever creates the organization is its first admin.',
        '**Manager**: all league data (seasons, tournaments, teams, players, locations, games, results and discipline), but not users, billing or organization settings.',
        '**Scorer**: sees everything, and can enter and confirm game results, goals and cards. Nothing else. The right role for whoever loads results at the field.',
        '**Delegate**: keeps one or more teams. Sees what a viewer sees, but the DNI, birth date and e-mail only of their own teams’ players. On **My team** they name their side’s line-up for the next game until kick-off, see the team’s list, their players’ suspensions and the fixtures; they add players to their team’s list (a player the league already has, by DNI, is added as a request without showing their data) and correct their players’ details, but not the DNI of a listed player. No results, cards, other teams, settings or users. When inviting a delegate, choose their teams; change them later from **Users**.',
        '**Viewer**: sees everything and changes nothing. Useful for board members or referee coordinators.',
        '**Super admin**: the operator of the service, that is, our support team. It can work in any organization to help you, create organizations and set up subscriptions by hand, for example for leagues in Argentina. It is not a role you can give to members of your league.',
      ],
      closing: [
        'One person may belong to several organizations with a different role in each: for example, admin of their own league and scorer in a friend’s league.',
      ],
    },
    {
      heading: 'Inviting your staff',
      paragraphs: [
        'Only admins manage users. Open **Users** and choose **Invite**, enter the person’s e-mail address and choose a role. The person receives an e-mail with a link; after signing in, or creating an account, with that address, they join your organization with the chosen role. Until then the invitation is listed as pending.',
      ],
      bullets: [
        'To change someone’s role, open the person from the **Users** list, choose the new role and save. The change applies at once.',
        'To remove someone from the organization, open the person and remove them. Their account stays, and so do the results and cards they entered; they just lose access to your league.',
        'Give each person the smallest role that lets them do their job: scorer for match-day volunteers, manager for those who organize tournaments, admin only for those who also handle billing and users.',
        'Keep at least two admins, so that the league is never left without someone who can manage it.',
      ],
    },
    {
      heading: 'Organizations, language and theme',
      paragraphs: [
        'If you belong to more than one organization, the **organization selector** in the top bar switches between them. Everything you see (tournaments, teams, players, users and billing) belongs to the active organization, and your role may be different in each one.',
        'The **League** page holds the details of the organization: its name and logo, its leagues with their name and country, and the address of your public pages. Only admins can change them.',
        'Your personal preferences are in **Settings**:',
      ],
      bullets: [
        '**Profile**: display name, first and last name and phone.',
        '**Language**: Spanish or English. The language is also the first part of every address (/es/… or /en/…), and the portal remembers your choice on each device.',
        '**Theme**: light, dark or system. Dark is the default; with system, the portal follows the setting of your device.',
        '**Password**: change your password.',
      ],
    },
    {
      heading: 'Seasons and tournaments',
      paragraphs: [
        'A **season** groups the tournaments played in the same period, for example “2025” or “Apertura 2025”. A **tournament** is one competition for a given genre (men, women or mixed) and team size (5, 7, 8 or 11 players).',
        'To create a tournament, open **Tournaments** and choose **New tournament**. Give it a name, pick its season, genre and team size, and save. Then open its **Groups** tab and create at least one group with the teams taking part; a tournament with a single group is a plain league. The fixture can only be generated once the tournament has groups.',
        'Each tournament has the tabs **Overview**, **Fixtures** (games by round), **Standings**, **Scorers**, **Discipline** (cards and suspensions), **Groups** and **Settings**, and **Bracket** once it has a knockout stage.',
      ],
      closing: [
        'Deleting a tournament also deletes its games. To delete a tournament, team, player, venue or season, open its page and choose **Delete** in the menu with three dots beside its name. Deleted items disappear from lists and public pages; turn on **Show deleted** in the list and choose **Restore** to bring one back.',
        'Lists of tournaments, teams, players and venues come in name order. Choose a column’s heading to order the list by it (choose it again to reverse): players by shirt number, position, DNI, team or, for the league’s staff, birth date; teams by alias or number of players; venues by address or number of fields; tournaments by season. Empty values go last. On a phone, use **Sort by** above the list. The address keeps the order, so a reload or a shared link shows the list the same way.',
        'If you leave a form with changes not saved yet (for another page, with the back button, a reload or by closing the tab), the portal asks first, so nothing typed is lost without a word.',
      ],
    },
    {
      heading: 'Tournament settings',
      paragraphs: [
        'The **Settings** tab of a tournament defines its rules. You can change them at any time: standings and statistics are recalculated at once.',
      ],
      bullets: [
        '**Points**: points for a win, a draw and a loss. By default 3, 1 and 0.',
        '**Fair play**: penalty points for each yellow, blue and red card. By default 1, 2 and 3. In fair play, fewer points is better.',
        '**Suspension on yellow cards**: with a number N, a player’s N-th yellow card in the tournament creates a draft suspension. When it is off, only red cards create suspensions. The two yellows of a sending-off by a second yellow do not count toward N unless you tick “Yellows of a sending-off by a second yellow count toward the suspension too”.',
        '**Qualifiers**: how many teams from the top go to the Gold Cup, how many of the next ones to the Silver Cup, how many are promoted and how many from the bottom are relegated. The standings table marks each zone.',
        '**Tie-breakers**: the ordered list of criteria used when teams are level (see “Standings, tie-breakers and leaderboards”).',
        '**Game length**: how long a game takes with its break, used to warn when a team or a field would have two games at once. By default 50 minutes up to 5-a-side, 60 for 7-a-side (two halves of 25 and a break), 70 for 8-a-side and 105 for 11-a-side. A field of a venue holds one game at a time; two games on different fields of one venue at the same time are fine.',
      ],
      closing: ['The genre and team size of each tournament are also the filters of **Leaderboards**.'],
    },
    {
      heading: 'Teams and players',
      paragraphs: [
        'Open **Teams** and choose **New team** to add a team with its name, a short alias (used where space is tight, such as on a phone) and a picture or crest. Teams join a tournament through the tournament’s **Groups** tab.',
        'Add players from the team page. Before creating a new player, **search by DNI** (national identity number) or by name: if the player already exists in your organization, for example because they played last season or also play in another tournament, add that player to the team instead of creating a copy. That way their goals, cards and suspensions stay in a single history.',
      ],
      bullets: [
        'A player has a first and last name, date of birth, DNI, e-mail, position, jersey number and photo. The name is enough to start; complete the rest when you have it.',
        'The **Players** page searches by name or DNI. A player’s page shows their teams, goals, cards and suspensions.',
        'A player can belong to several teams, for example in different tournaments.',
        'The registered list (lista de buena fe): in a tournament’s settings, Registration sets when the lists close, how many approved players a team may have, the category (born on or after / on or before a date; a player without a date of birth cannot play a tournament with a category), whether a player may be on one team only in the tournament, whether additions wait for approval, and the largest line-up of a game. Adding a player that breaks a rule is refused with the rule and its numbers (“30 of 30”). After the close, admins and managers can still add players (late additions); other requests wait as pending on the Requests page, oldest first, where you approve or reject them with a reason. Only approved players appear on the public team page and may play.',
        'Before and during each game, the game sheet shows who may play and why not (suspended, not approved, outside the category, no date of birth, on another team’s list). A line-up, goal or card of a player who may not play is refused; an admin or manager can save it anyway with a reason, and the game is then marked “ineligible player fielded” in the audit trail (the mala inclusión): you can then award the game as a walkover (W.O.) to the opponent.',
        'Once a player is linked to a user account, the player’s e-mail address can no longer be changed.',
        'Renaming a team or a player updates the name everywhere it appears.',
      ],
    },
    {
      heading: 'Importing players and teams from a spreadsheet',
      paragraphs: [
        'On the **Players** or **Teams** page choose **Import** and pick the league’s own spreadsheet (.xlsx, or .csv saved by Excel with commas or semicolons). Row 1 is the header. The portal reads the columns as leagues write them, in Spanish or English, whatever their case, accents or dots: “Fecha Nac.”, “Nacimiento”, “N°”, “Nro”, “Dorsal”, “Camiseta”, “Celular”, “Teléfono”, “Tel”, “Mail”, “Correo”… Positions may be written as the portal names them or as leagues do: “Arquero”, “Portero”, “Defensor”, “Volante”, “Delantero”, “GK”, “DEF”.',
        'Nothing is written until you confirm: first you see a preview of the file with the result of each row (new, update, unchanged or error) and each error on its cell.',
      ],
      bullets: [
        'A player whose DNI is already in the league is updated; a blank cell changes nothing. The others are created.',
        'A column the import does not use is listed above the preview, for example “Fecha Nacim” will not be imported: did you mean Birth date?. Rename the column in the file and choose it again, or tick the box to import without it: the import cannot be confirmed until you do one or the other.',
        'When the file names teams the league does not have, tick **Create the missing teams** once instead of creating them one by one.',
        'The phone number is imported and exported with the player, and is never shown on the public pages.',
        'Two players of one team cannot wear the same shirt number: such a row is an error, naming the player who already wears it.',
      ],
      tip: 'Download the template from the import window, or export your players and import the same file back after editing it: the columns are the same.',
    },
    {
      heading: 'The registered list and requests',
      paragraphs: [
        'Each team’s roster is its **registered list** for the tournaments it plays. In a tournament’s **Settings**, under **Registered list**, you set its rules; the form says in plain words what they mean. Leave a box empty for no limit.',
      ],
      bullets: [
        '**Closes on**: after that day, only an admin or manager adds players or approves the ones waiting.',
        '**Most players per team** and **Most players per game (each side)**: the list’s size, and how many of one side may play a game.',
        '**Born on or after** and **Born on or before**: the category. A player without a date of birth cannot join a tournament with a category.',
        '**A player is on one team only in this tournament**, and **Players added by delegates wait for approval**.',
        'On a team page, each player shows **Pending** or **Rejected** (with the reason) when not approved, with the list’s count per tournament (for example “Apertura: 24 / 30”) and the closing date. Approve or reject a pending player there.',
        'The **Requests** page lists every player waiting for approval across the league, oldest first, with the rule approving each one would break (for example “the list is full (30 of 30)”). Approve or reject from there; a rejection asks for the reason shown on the list.',
        'On the game sheet, a player who may not play is greyed in the line-up, the scorers and the cards, with why (“Suspended: 1 more game”). Saving with that player is refused; an admin or manager may **Save anyway** with a reason, and the game sheet then shows **Ineligible player fielded**.',
      ],
      tip: '“Save and confirm” on the game sheet also saves the ticks of **Who played**. Leaving the sheet with unsaved ticks asks first.',
    },
    {
      heading: 'Venues',
      paragraphs: [
        '**Locations** lists the venues where your games are played. Each venue has a name, an address and one or more fields, for example “Field 1” and “Field 2”.',
        'When you schedule a game you choose its venue and field; players see them on the game page and on the public pages. Add your venues before generating the fixture, so that you can assign them right afterwards.',
      ],
    },
    {
      heading: 'Generating the fixture',
      paragraphs: [
        'Once the tournament has groups with their teams, open the **Fixtures** tab and choose **Generate fixtures**. The portal draws up a round robin in which every team meets every other team of its group.',
      ],
      bullets: [
        '**Format**: single round (each pair of teams meets once) or home and away (twice; the second half repeats the first with home and away swapped).',
        '**Date of round 1** and **days between rounds** (optional): give each round its date, for example every 7 days from the first Saturday. Without them the games are created without a date, to be set later.',
        'With an odd number of teams, one team rests each round: the fixture shows it as a **bye** (“fecha libre”).',
        'Home and away alternate so that no team plays more than two rounds in a row at home or away, wherever the schedule allows it.',
        'A **preview** shows every round before anything is saved. Check it, then confirm.',
      ],
      closing: [
        'To schedule a whole round in one screen, choose **Schedule** beside the round in the **Fixtures** tab. Every game of the round is a row (a card on a phone) with its date, time, **Time to be confirmed**, venue and field; change what you need and choose **Save** once to save them all. Typing a time is enough: the time to be confirmed is switched off by itself. If a team or a venue would have two games at once, the row says which other game it clashes with; correct it, or choose **Save anyway**. **New game** on that screen starts on the round’s date.',
        'After generating, adjust each game as needed: date and time, venue and field, or hide the kick-off time while it is not settled. Rounds can be renamed. To move many games at once, use the bulk date change: move them forward or back by a number of days, or give them all one date; played games are left as they are unless you include them.',
        'New games are **drafts**, visible only to your staff. **Publish** them when they are ready to be seen on the public pages. A game that will not be played can be **suspended**, with a reason, and reinstated later; a suspended game does not count.',
        'Besides league games, a game can be a **cup**, **playoff** or **friendly** game. Only league games count toward the group standings.',
      ],
    },
    {
      heading: 'Match day: results and cards',
      paragraphs: [
        'Open the game from the tournament’s fixtures, from a team page or from the dashboard. The game page shows both teams, the time and place, the state of the game, goals, cards and the players suspended for that game.',
      ],
      bullets: [
        '**Goals**: add the goals of each scorer. Own goals and goals whose scorer is unknown go under **unassigned goals**. The score is the sum of both, so you never type it separately.',
        '**Cards**: give each player yellow, blue (temporary exclusion, as in 7-a-side and futsal) or red cards, with the reason.',
        '**Confirm**: when the sheet is complete, confirm that the game was played. Only confirmed games count toward standings, scorers and discipline.',
      ],
      closing: [
        'A confirmed result can still be corrected; standings, statistics and suspensions follow the correction at once. Scorers, managers and admins can enter results, and on a phone it takes just a few taps.',
        'Goals entered and not saved yet stay on the device you entered them on, even after a reload or with the browser closed: the game shows them again with a notice until you choose **Save** or **Discard**. They belong to your account only and are erased when you sign out. If someone else saved another result for the game meanwhile, both scores are shown and you choose which one stays.',
      ],
      tip: 'The dashboard lists the games still waiting to be confirmed. Check it after every match day, so that standings and suspensions are always up to date.',
    },
    {
      heading: 'Suspensions',
      paragraphs: [
        'The portal keeps track of suspensions, but the decision is always yours. When a player is shown a red card, the portal creates a **draft suspension** of one game. If the tournament suspends on yellow cards after N cards, the player’s N-th yellow card in the tournament also creates a draft suspension; the player page and the game sheet warn when a player is one card away (N-1) and when they reach N.',
        'Draft suspensions are listed on the dashboard and in the tournament’s **Discipline** tab. For each one you can:',
      ],
      bullets: [
        '**Confirm** it, with the number of games the player must miss. When confirming, also choose whether the game in which the suspension was earned counts toward serving it. That choice cannot be changed later: to change it, remove the suspension and create it again.',
        '**Change games** to change the number of games of a suspension at any time.',
        '**Ignore** it, when no suspension applies. The card stays on record; only the suspension is dropped.',
      ],
      closing: [
        'A suspension is served in the team’s following games of the same tournament: each game confirmed as played lowers the number of games remaining by one. While games remain, the player is listed as suspended on the sheets of those games. A game in which the suspended player appeared (line-up, goal or card) never counts toward serving it.',
        'Removing a suspension removes it from every game in which it was shown.',
      ],
    },
    {
      heading: 'Standings, tie-breakers and leaderboards',
      paragraphs: [
        'The **Standings** tab shows one table per group with games played, won, drawn and lost, goals for and against, goal difference, points and fair-play points. Points add up wins, draws and losses at the values set in the tournament; fair play adds up the penalty points of each team’s cards.',
        'Only confirmed league games count: suspended, deleted, cup, playoff and friendly games do not. When a result is corrected, the table updates immediately.',
        'On a phone the table shows position, team, games played, goal difference and points; **All columns** shows the rest.',
        'When teams are level, the tournament’s tie-breakers are applied in order until one separates them:',
      ],
      bullets: [
        '**Points**, **goal difference**, **goals for**, **goals against** (fewer is better) and **wins**.',
        '**Head to head**: points, then goal difference, then goals for, counting only the games among the tied teams.',
        '**Fair play**: fewer penalty points ranks higher.',
        '**Draw of lots**: a random order drawn when the tournament is created. It never changes between visits, and the table says when it was used.',
      ],
      closing: [
        'The default order is points, goal difference, goals for, head to head, fair play and draw of lots, close to FIFA’s. Leagues that put head to head first, as La Liga does, can move it up in the tournament settings.',
        'The **Scorers** tab ranks players by goals in the tournament. **Leaderboards**, in the sidebar, ranks teams and players across tournaments; filter it by season, genre, team size and tournament.',
      ],
    },
    {
      heading: 'Scheduling a whole match day',
      paragraphs: [
        'To schedule every game of a day at once, whatever its tournament, open **Match day** in the sidebar (managers and admins) and pick the day; you may narrow it to some tournaments. Each game is a row with its time, venue and field. A row that puts two games on the same field at overlapping times, or a team in two games at once, says so as you type, and nothing is saved until it is corrected. One save stores every change, or none if someone else changed one of those games meanwhile.',
        'The same screen prints the day’s programme: a PDF with every game by venue, time and field, for the venue’s notice board.',
      ],
    },
    {
      heading: 'Importing teams and players',
      paragraphs: [
        'Teams and players can be loaded from a spreadsheet (Excel or CSV) instead of one by one. Download the template, fill in one row per team or player, and upload it: the portal first shows a preview with every row it would create or update and the errors of each cell, and imports nothing while a row has an error.',
      ],
    },
    {
      heading: 'Cups, walkovers and withdrawals',
      paragraphs: [
        'A tournament can end in a knockout stage: the best teams of each group go into a bracket, with a final and, if you want, a third-place game and two legs before the final. A level tie is decided by a penalty shoot-out entered with the result.',
        'A game not played because one team did not show up is recorded as a walkover (W.O.): the winner gets the tournament’s walkover score, without scorers. A team that withdraws from a tournament can have its remaining games given as walkovers or taken off the table.',
      ],
    },
    {
      heading: 'Line-ups, match sheets and exports',
      paragraphs: [
        'The game sheet records who played for each side; the minutes of each game are set per tournament. Before the game, print the match sheets of a round: one page per game with both rosters, DNI, signature boxes and the suspended players marked.',
        'Players, teams, standings, games and scorers can be downloaded as spreadsheets (Excel or CSV), in the language of the page.',
      ],
    },
    {
      heading: 'Working without signal',
      paragraphs: [
        'On a phone without signal the portal keeps showing the pages already opened, and a result, a card or who played saved meanwhile waits on the phone and is sent as soon as there is a connection. If someone else saved another result for that game meanwhile, the portal asks which one stays.',
      ],
    },
    {
      heading: 'The audit trail',
      paragraphs: [
        'Admins see every change made in the league, who made it and when, under **Audit trail** in the sidebar, and the history of a team, player or game on its own page.',
      ],
    },
    {
      heading: 'Public pages',
      paragraphs: [
        'Every league has public pages that anyone can open without an account: players, captains, families and fans. They show tournaments, fixtures, results, standings, scorers and discipline. The address is on the **League** page and looks like /en/l/your-league (/es/l/your-league in Spanish).',
      ],
      bullets: [
        'Only published games appear; drafts stay private until you publish them.',
        'The League page also shows a QR code of the address: print it for the field, so that anyone can open the pages with a phone.',
        'Standings, scorers and discipline count only confirmed games, just as inside the portal.',
        'Share the address in your league’s chat groups and social networks. It always shows the latest data, so there is no need to send pictures of the table after every match day.',
      ],
    },
    {
      heading: 'Billing and subscription',
      paragraphs: [
        'Where card payments are set up, each organization needs a subscription, and new organizations start with a **14-day free trial**. Open **Billing** to see the state of your subscription and choose a plan; payment is by card, through a secure payment provider. Only admins manage billing.',
        'If a payment fails, the dashboard shows a billing notice. Update your payment method in **Billing**, or contact us if the problem persists.',
        '**Leagues in Argentina** are set up by hand: no card is requested after onboarding, and the dashboard shows a notice that our team will contact you to arrange your subscription.',
      ],
      closing: [
        'If your organization runs its own installation of League Portal without card payments configured, billing is turned off and no subscription is needed.',
      ],
    },
    {
      heading: 'Getting help',
      paragraphs: [
        'Open **Get help** in the sidebar. There you can download this manual in Spanish or English and find how to contact us.',
        'You can also write to us at {contactEmail}.',
        'To help us answer quickly, include in your message:',
      ],
      bullets: [
        'the name of your organization and league;',
        'the address of the page, copied from the browser;',
        'what you did, what you expected and what happened instead;',
        'a screenshot, if you can.',
      ],
      closing: [
        'Many questions are answered in this manual: the table of contents at the beginning is a good place to start.',
      ],
    },
    {
      heading: 'The player card',
      paragraphs: [
        'A player whose record is linked to their account opens **My player card** on **My page**: the league and its crest, their photo, name, teams and categories, the DNI with its middle digits hidden, the valid-until date and a QR code. A card is valid for a year and is renewed each time it is opened. On a phone, the player can add the portal to the home screen from the browser\u2019s menu; a card opened with signal in the last 24 hours then opens at the field with no signal too.',
        'To check cards at a game, open the game and press **Check players** (admins, managers, scorers, the delegates of the two teams and the referee and assistants appointed to the game). Point the camera at the card, or choose a picture of it with **Scan from a picture**: a green **Can play** or a red **Cannot play** with the reason appears, with the player\u2019s photo to compare with the face in front of you. Cards of another league, expired or altered ones are refused.',
        'At a field with no signal, open the game once with signal beforehand (from the fixtures, **My games** or its link): it then opens on the phone without signal, also by its link, the checks are made with the list and the photos saved there, and they are sent by themselves when the signal is back, whichever page is open.',
        'For players without a phone, **Print player cards** on a team\u2019s page prints the approved list, ten credit-card-size cards to an A4 page. An admin can change the league\u2019s signing key on the **League** page, in **Player cards**, with **Change the signing key**; cards already issued stay valid until they expire.',
      ],
    },
    {
      heading: 'The match report (acta)',
      paragraphs: [
        'When a game has an appointed referee, the referee fills its match report on the phone: goals with their minutes, cards with their reasons, the score and who played, also without signal (they are sent when the signal is back). Then **Submit the report** with any remarks: the portal asks first, since the referee can change nothing after. The referee does not confirm the result: the teams do. Until the report is confirmed, only the referee (until submitting), an admin or a manager can change the result.',
        "Each team's delegate then answers for their team with **Confirm** or **Dispute** (giving a reason) within the tournament's **Hours to confirm a match report** (48 by default); the game shows until when, and who answered. An admin or manager can answer for a team (for instance one without a delegate) with **Confirm for** or **Dispute** and the team. When both teams confirm, or the time runs out with no dispute, the result is confirmed and the report is locked; after that time nobody can dispute it. A team without a delegate does not hold it up. While the teams answer, **Confirm result** is not offered: the report confirms the game.",
        'Disputed reports appear under **Disputed match reports** at the top of **Referees** (admins and managers; the menu shows how many), oldest first, each with the team that disputes it and its reason, followed by the reports still waiting for the teams and when their time ends. Open the game from there, correct what is needed and choose **Resolve: confirm the report** to confirm and lock it.',
        "A locked report shows as such to everyone, without the result's controls. Only an admin changes it: choose **Correct it** on the game, give the reason and choose **Start correcting**; the result, goals and cards can then be changed, and every change is saved with that reason in the audit trail (it is not kept for later without signal). Choose **Done** when finished. Download the filed report as a PDF from the game.",
      ],
    },
    {
      heading: 'League money',
      paragraphs: [
        "Set the fees in the **Fees** section of each tournament's settings, or with **Fees** beside the tournament on the **Money** page (a treasurer uses this one): the registration per team, the fee per game (and whether the winner of a walkover pays it too), the fine per card (yellow, second yellow, blue, red) and for a walkover, and optionally the debt above which a team may not line up. Type amounts in the league's currency as you write them, such as 1500.50; a change applies to later events only. Only admins, managers and treasurers see the fees.",
        "The league's **Currency** is chosen on the league page (by default the first league's country's: pesos in Argentina, euros in Spain, dollars elsewhere). Once the league has a charge or a payment it can no longer change, since every amount was kept in it.",
        "Charges follow the league's data by themselves: a team added to a group owes its registration, a confirmed game its fee, a card its fine. Removing a card, unconfirming a game or removing a game reverses its charges with a new entry: nothing is ever erased. A fee changed later applies to later events only.",
        "Open **Money** to see every team's balance, the most owed first, and what was collected this month and this year, by method. **Ledger export** downloads every charge, payment and reversal of a date range as CSV or XLSX, with receipt numbers, methods, who wrote each and what was reversed. Open a team to **Record payment** (amount, method, date) or **Add charge**; each payment gets the league's next receipt number, and its receipt opens as a PDF to print. A payment entered by mistake is reversed, never deleted.",
        'The **Treasurer** role does only this. A team\'s delegate sees its own team\'s account and statement. If the tournament blocks debtors, the delegate sees "Team owes money" beside each player until the team pays.',
        "Teams can also pay online. An admin opens **League**, and in the **Online payment** card connects the league's own Mercado Pago account (its access token) or Stripe account (its secret key), with the webhook secret; in the provider's dashboard, payment notifications go to the address the card shows. The keys are kept encrypted and never shown again: the card only says the key's last 4 characters, and **Disconnect** removes them.",
        "A delegate whose team owes money then sees a button to pay the whole balance online in the team's account. The payment is made on Mercado Pago's or Stripe's page; back in the portal, a notice says it is being confirmed, and the page updates by itself when the provider confirms it: the payment appears with its receipt number, as one paid by hand. A pending or rejected payment records nothing; paying more than is owed leaves the team in credit.",
      ],
    },
    {
      heading: 'Referees and appointments',
      paragraphs: [
        "Open **Referees** to see the league's officials and, with **Add an official**, add one (name, and e-mail, phone and level when known). Each official's menu has **Edit** and **Remove**. Removing an official takes them off the list and out of new appointments; the games they were already appointed to keep their name, so appoint someone else to the games still to be played. Their account, if any, stops acting as that official. To give one an account, invite them in **Users** with the role **Referee** and choose the official: when they accept, the account acts as that official.",
        "In the round's scheduling screen, the **Referee** column appoints each game's referee, and the **Assistants** button beside it picks up to four assistant referees. Each appointment shows as pending, accepted or declined there, on the tournament's fixtures and on the game. The portal refuses an official who already has a game at that time (each tournament's game length) or who marked the day as one they cannot work, and lets you appoint them anyway.",
        "The official receives an e-mail with an **Accept** and a **Decline** link: either opens **My games** at that game with the answer recorded, and the answer can be changed there later. In **My games** the official also marks the days they cannot work (**Add** a day, or a span with its last day) and finds a secret calendar address of their games. An admin or manager marks them from the official's menu on **Referees**, with **Days they cannot work**. The match sheet prints the referee and assistants.",
        'To name the referee on the public game pages, open **League** and, under **Cups and sharing**, switch on "Show the referee on public game pages". Only the name is shown, never their e-mail or phone; a referee who declined is not shown.',
        "Each tournament's rules set the fee of a referee and of an assistant; **Referees** shows every official's games and fees of the month, with **Previous month** and **Next month** to look at another, and each official's statement of that month downloads as CSV from their menu. Only games confirmed played with an accepted appointment count.",
      ],
    },
    {
      heading: 'Player accounts',
      paragraphs: [
        'A player can have an account of their own and see **My page**: their next games (with the team calendar to subscribe to), goals, cards, games played, suspensions with the games left, and whether they may play the next game. A player who only plays lands there on signing in; a member of a league who also plays finds **My page** in the account menu.',
        'The league sends the player an invitation to their e-mail: on the player’s page, **Portal account** shows whether the player has an account, and **Invite to the portal** sends it (administrators and managers; the delegates of the player’s team may send it too, from **My team**, where each player of the list shows whether they have an account or an invitation). The player opens the link, signs up or signs in with that same address, and accepts.',
      ],
      bullets: [
        'While the player is linked, the e-mail of the record cannot be changed. An administrator can remove the link with **Remove the link**, in **Portal account** on the player\u2019s page; then the e-mail can change and the player can be invited again.',
        'The player may change their photo, their phone and how the public pages show their name (full name or first name and initials). Their name, DNI and birth date stay with the league.',
        'Players under 18 appear on the public pages with their first name and initials, and their photo is never public. The league can show a minor\u2019s full name with **Name on the public pages**, in **Portal account** on the player\u2019s page.',
      ],
    },
    {
      heading: 'Cups, the league card and undated games',
      paragraphs: [
        'A cup\'s games are published as soon as they exist, so fans see who plays whom. To keep them as drafts until you publish them, open **League** and, under **Cups and sharing**, switch on "Create knockout games as drafts". Once a cup exists, its button on the bracket tab steps aside.',
        'In the same card, "Tournament on the league\'s share card" picks the tournament shown in the image of the league\'s address; "Automatic" shows the one with the latest game. A tournament\'s image shows every zone.',
        "On **Match day**, the buttons under the list add a round's undated games to the day: type their times and save.",
      ],
    },
    {
      heading: 'Notifications',
      paragraphs: [
        "When a published game gets a date, a new date, a venue or is suspended, the delegates of both teams and the players linked to an account on their lists are told. A draft game tells nobody. A confirmed suspension reaches the player and the team's delegates; a decision on a list request reaches the delegate who asked; a new request reaches the admins and managers.",
        "Each person hears of a change once: in the inbox of the portal, by e-mail and, on a phone with the app installed, as a push. Changes that come together (ten games of a round moved) arrive as one e-mail a couple of minutes after the first, in the person's language and with times in the league's time zone.",
        'In Settings > Notifications, "Enable notifications on this device" turns pushes on for that phone or computer (the browser asks for permission), and a table chooses, per category (schedule, results, discipline, rosters, appointments), whether you are told by e-mail, push and in the inbox.',
      ],
      tip: 'Every e-mail has a link to stop receiving that kind of e-mail; it works without signing in.',
    },
  ],
}

const es: UserManualContent = {
  title: 'Manual de usuario para administradores de ligas',
  subtitle:
    'Cómo gestionar sus ligas con League Portal: torneos, calendario, resultados, suspensiones y tablas de posiciones',
  labels: {
    product: 'League Portal',
    audience: 'Para administradores de ligas y su equipo de trabajo',
    tableOfContents: 'Contenido',
    version: 'Versión',
    edition: 'Edición',
    contact: 'Soporte',
    page: 'Página',
    of: 'de',
    tip: 'Consejo',
    footer: 'League Portal · Manual de usuario',
    keywords: 'fútbol, liga, torneo, calendario, jornada, resultados, tabla de posiciones, suspensiones, manual',
  },
  sections: [
    {
      heading: 'Acerca de este manual',
      paragraphs: [
        'League Portal es una aplicación web para gestionar ligas de fútbol amateur: fútbol 5, 7, 8 y 11, masculino, femenino o mixto. Desde un solo lugar se administran temporadas, torneos, equipos, jugadores, sedes y partidos, se cargan resultados y tarjetas, se llevan las suspensiones y se publican el calendario y las tablas de posiciones para jugadores y público.',
        'Este manual está escrito para los **administradores de ligas**: las personas que crean la liga, invitan a su equipo de trabajo y mantienen la competencia en marcha. Quienes solo cargan resultados encontrarán lo que necesitan en “Día de partido: resultados y tarjetas” y “Suspensiones”.',
        'El portal funciona igual de bien en el teléfono, junto al campo, que en la computadora, en casa, en español y en inglés. Los nombres de páginas y botones de este manual son los de la interfaz en español. Una temporada típica es así:',
      ],
      bullets: [
        'Cree su cuenta y su liga.',
        'Invite a su equipo de trabajo y asigne un rol a cada persona.',
        'Cree una temporada y un torneo, y ajuste su reglamento.',
        'Cargue equipos, jugadores y sedes.',
        'Genere el calendario, revíselo y publíquelo.',
        'En cada jornada, cargue resultados y tarjetas, confirme los partidos y revise las suspensiones.',
        'Comparta las páginas públicas de la liga con jugadores y público.',
      ],
    },
    {
      heading: 'Registrarse e iniciar sesión',
      paragraphs: [
        'Para crear una cuenta, abra el portal y elija **Crear una cuenta**. Escriba su correo electrónico y una contraseña, repita la contraseña para confirmarla y acepte los términos y condiciones. Ambas cosas son obligatorias: el formulario no avanza sin ellas.',
        'Después, inicie sesión en la página principal con su correo y su contraseña. La página de inicio de sesión también puede enviarle un **enlace de acceso** por correo: al abrirlo entra directamente, sin escribir la contraseña.',
        'Si olvida su contraseña, elija **¿Olvidaste tu contraseña?** y escriba su correo. Recibirá un mensaje con un enlace para elegir una nueva.',
      ],
      bullets: [
        'Use un correo que revise con frecuencia: allí llegan las invitaciones, los cambios de contraseña y los avisos de facturación.',
        'Para salir, abra el menú de su cuenta (su inicial, a la derecha de la barra superior) y elija **Cerrar sesión**. En una computadora compartida, cierre siempre la sesión al terminar.',
        'Puede cambiar su contraseña en cualquier momento desde **Configuración**.',
      ],
    },
    {
      heading: 'Primeros pasos: configurar su liga',
      paragraphs: [
        'La primera vez que inicia sesión, el portal le pide algunos datos en dos pasos breves. El resto del portal se habilita al completar ambos; si sale a mitad de camino, la próxima vez volverá al paso pendiente.',
        '**Paso 1 – Sus datos.** Escriba su nombre visible (el que verán los demás miembros de la liga), su nombre, su apellido y un teléfono donde la liga pueda comunicarse con usted.',
        '**Paso 2 – Su liga.** Escriba el nombre de su organización (el club, la empresa o la asociación que organiza las competencias), el nombre de su primera liga, su país y, si lo desea, un logo. El logo aparece en el portal y en las páginas públicas. Todo esto puede cambiarse después en la página **Liga**.',
        'A continuación se le pide elegir una suscripción, que comienza con una prueba gratuita de 14 días (vea “Facturación y suscripción”). Si su liga es de Argentina, este paso se omite: pasa directamente al panel, donde un aviso le indica que nuestro equipo se pondrá en contacto para configurar su suscripción.',
      ],
      tip: 'Usted queda como **administrador** de la organización que crea. Invite al resto de su equipo de trabajo desde **Usuarios** en lugar de compartir su contraseña.',
    },
    {
      heading: 'Cómo moverse por el portal',
      paragraphs: [
        'La barra lateral de la izquierda (detrás del botón de menú en el teléfono) lleva a cada parte del portal:',
      ],
      bullets: [
        '**Inicio**: una bienvenida, las estadísticas de todos sus torneos y lo que requiere su atención: partidos por confirmar, suspensiones en borrador y avisos sobre su cuenta.',
        '**Torneos**: sus temporadas y torneos. Dentro de cada torneo, pestañas para el calendario por jornada, las posiciones, los goleadores, la disciplina, los grupos y la configuración.',
        '**Equipos**: todos los equipos, con su plantilla, sus partidos y sus estadísticas.',
        '**Jugadores**: busque jugadores por nombre o DNI y vea sus equipos, goles, tarjetas y suspensiones.',
        '**Clasificaciones**: rankings de equipos y jugadores de todos los torneos, filtrados por temporada, género, cantidad de jugadores y torneo.',
        '**Sedes**: los lugares donde se juegan los partidos y sus campos.',
        '**Usuarios**: los miembros de su organización, sus roles y las invitaciones pendientes.',
        '**Facturación**: su suscripción y su estado.',
        '**Configuración**: su perfil, idioma, tema y contraseña.',
        '**Ayuda**: este manual y cómo contactarnos.',
      ],
      closing: [
        'La barra superior contiene el **selector de organización**, cuando usted pertenece a más de una, y el menú de su cuenta con **Configuración** y **Cerrar sesión**.',
        'Mensajes breves confirman lo que acaba de hacer, por ejemplo que se guardó un partido. Aparecen abajo a la derecha de la pantalla (arriba en el teléfono) y desaparecen a los cinco segundos. Deslice uno hacia la derecha para descartarlo, o pulse F8 para llevar el foco del teclado hasta él.',
      ],
    },
    {
      heading: 'Roles y permisos',
      paragraphs: [
        'Cada miembro de una organización tiene un rol en ella, y ese rol define qué puede ver y modificar. El servidor hace cumplir estas reglas: ocultar un botón es solo una comodidad, así que un lector no puede modificar datos ni siquiera con un enlace directo.',
      ],
      bullets: [
        '**Administrador**: todo en la organización: usuarios y sus roles, facturación, configuración de la organización y de la liga, y todos los datos de la liga. Quien crea la organización es su primer administrador.',
        '**Gestor**: todos los datos de la liga (temporadas, torneos, equipos, jugadores, sedes, partidos, resultados y disciplina), pero no los usuarios, la facturación ni la configuración de la organización.',
        '**Anotador**: ve todo y puede cargar y confirmar resultados, goles y tarjetas de los partidos. Nada más. Es el rol adecuado para quien carga los resultados en el campo. En una liga de Argentina el portal lo llama planillero, y dice fecha, fixture, cancha, zona, llave, arquero y penales donde este manual dice jornada, calendario, campo, grupo, eliminatoria, portero y penaltis.',
        '**Delegado**: lleva uno o más equipos. Ve lo que ve un lector, pero el DNI, la fecha de nacimiento y el correo solo de los jugadores de sus equipos. En **Mi equipo** da la alineación de su lado para el próximo partido hasta el inicio, y ve la lista del equipo, las sanciones de sus jugadores y el calendario; agrega jugadores a la lista de su equipo (un jugador que la liga ya tiene, por DNI, se agrega como solicitud sin mostrar sus datos) y corrige los datos de sus jugadores, pero no el DNI de un jugador ya en una lista. No carga resultados ni tarjetas, ni toca otros equipos, la configuración o los usuarios. Al invitar a un delegado se eligen sus equipos; se cambian luego desde **Usuarios**.',
        '**Lector**: ve todo y no modifica nada. Útil para miembros de la comisión directiva o coordinadores de árbitros.',
        '**Superadministrador**: el operador del servicio, es decir, nuestro equipo de soporte. Puede trabajar en cualquier organización para brindarle ayuda, crear organizaciones y configurar suscripciones a mano, por ejemplo para ligas de Argentina. No es un rol que pueda asignarse a los miembros de su liga.',
      ],
      closing: [
        'Una persona puede pertenecer a varias organizaciones con un rol distinto en cada una: por ejemplo, administrador de su propia liga y anotador en la liga de un amigo.',
      ],
    },
    {
      heading: 'Invitar a su equipo de trabajo',
      paragraphs: [
        'Solo los administradores gestionan usuarios. Abra **Usuarios**, elija **Invitar**, escriba el correo de la persona y elija un rol. La persona recibe un correo con un enlace; al iniciar sesión, o crear una cuenta, con ese correo, se une a su organización con el rol elegido. Mientras tanto, la invitación figura como pendiente.',
      ],
      bullets: [
        'Para cambiar el rol de alguien, abra a la persona desde la lista de **Usuarios**, elija el nuevo rol y guarde. El cambio se aplica de inmediato.',
        'Para quitar a alguien de la organización, abra a la persona y quítela. Su cuenta se conserva, igual que los resultados y tarjetas que cargó; solo pierde el acceso a su liga.',
        'Dé a cada persona el rol mínimo que le permita hacer su trabajo: anotador para los voluntarios de cada jornada, gestor para quienes organizan torneos y administrador solo para quienes también se ocupan de la facturación y los usuarios.',
        'Mantenga al menos dos administradores, para que la liga nunca quede sin alguien que pueda gestionarla.',
      ],
    },
    {
      heading: 'Organizaciones, idioma y tema',
      paragraphs: [
        'Si pertenece a más de una organización, el **selector de organización** de la barra superior permite pasar de una a otra. Todo lo que ve (torneos, equipos, jugadores, usuarios y facturación) pertenece a la organización activa, y su rol puede ser distinto en cada una.',
        'La página **Liga** reúne los datos de la organización: su nombre y logo, sus ligas con su nombre y país, y la dirección de sus páginas públicas. Solo los administradores pueden modificarlos.',
        'Sus preferencias personales están en **Configuración**:',
      ],
      bullets: [
        '**Perfil**: nombre visible, nombre y apellido, y teléfono.',
        '**Idioma**: español o inglés. El idioma también es la primera parte de cada dirección (/es/… o /en/…), y el portal recuerda su elección en cada dispositivo.',
        '**Tema**: claro, oscuro o del sistema. El oscuro es el predeterminado; con la opción del sistema, el portal sigue la configuración de su dispositivo.',
        '**Contraseña**: cambie su contraseña.',
      ],
    },
    {
      heading: 'Temporadas y torneos',
      paragraphs: [
        'Una **temporada** agrupa los torneos que se juegan en un mismo período, por ejemplo “2025” o “Apertura 2025”. Un **torneo** es una competencia para un género (masculino, femenino o mixto) y una cantidad de jugadores (fútbol 5, 7, 8 u 11).',
        'Para crear un torneo, abra **Torneos** y elija **Nuevo torneo**. Póngale un nombre, elija la temporada, el género y la cantidad de jugadores, y guarde. Luego abra la pestaña **Grupos** y cree al menos un grupo con los equipos participantes; un torneo con un solo grupo es una liga común. El calendario solo puede generarse cuando el torneo tiene grupos.',
        'Cada torneo tiene las pestañas **Resumen**, **Calendario** (partidos por jornada), **Posiciones**, **Goleadores**, **Disciplina** (tarjetas y suspensiones), **Grupos** y **Ajustes**, y **Cuadro** cuando tiene una fase eliminatoria.',
      ],
      closing: [
        'Al eliminar un torneo también se eliminan sus partidos. Para eliminar un torneo, equipo, jugador, sede o temporada, abra su página y elija **Eliminar** en el menú de tres puntos junto a su nombre. Lo eliminado desaparece de las listas y de las páginas públicas; active **Ver eliminados** en la lista y elija **Restaurar** para recuperarlo.',
        'Las listas de torneos, equipos, jugadores y sedes aparecen por nombre. Elija el encabezado de una columna para ordenar la lista por ella (elíjalo otra vez para invertir el orden): los jugadores por número de camiseta, posición, DNI, equipo o, para el personal de la liga, fecha de nacimiento; los equipos por alias o cantidad de jugadores; las sedes por dirección o cantidad de campas; los torneos por temporada. Los valores vacíos quedan al final. En el teléfono, use **Ordenar por** sobre la lista. La dirección guarda el orden, así que al recargar o al compartir el enlace la lista se ve igual.',
        'Si sale de un formulario con cambios todavía sin guardar (hacia otra página, con el botón atrás, al recargar o al cerrar la pestaña), el portal pregunta primero: nada de lo escrito se pierde sin aviso.',
      ],
    },
    {
      heading: 'Configuración del torneo',
      paragraphs: [
        'La pestaña **Configuración** de un torneo define su reglamento. Puede cambiarla en cualquier momento: las posiciones y las estadísticas se recalculan al instante.',
      ],
      bullets: [
        '**Puntos**: puntos por partido ganado, empatado y perdido. Por defecto, 3, 1 y 0.',
        '**Fair play**: puntos de penalización por cada tarjeta amarilla, azul y roja. Por defecto, 1, 2 y 3. En el fair play, menos puntos es mejor.',
        '**Suspensión por amarillas**: con un número N, la N-ésima tarjeta amarilla de un jugador en el torneo crea una suspensión en borrador. Si está desactivada, solo las tarjetas rojas crean suspensiones. Las dos amarillas de una expulsión por doble amarilla no suman para N, salvo que marque “Las amarillas de una expulsión por doble amarilla también suman para la suspensión”.',
        '**Clasificación**: cuántos equipos de arriba van a la Copa de Oro, cuántos de los siguientes a la Copa de Plata, cuántos ascienden y cuántos de abajo descienden. La tabla de posiciones marca cada zona de clasificación.',
        '**Desempates**: la lista ordenada de criterios que se aplican cuando hay equipos igualados (vea “Posiciones, desempates y clasificaciones”).',
        '**Duración del partido**: cuánto dura un partido con su descanso; se usa para avisar cuando un equipo o un campo tendría dos partidos a la vez. Por defecto 50 minutos hasta fútbol 5, 60 para fútbol 7 (dos tiempos de 25 y un descanso), 70 para fútbol 8 y 105 para fútbol 11. Un campo de una sede tiene un partido a la vez; dos partidos en distintos campos de una sede a la misma hora no chocan.',
      ],
      closing: ['El género y la cantidad de jugadores de cada torneo son también los filtros de **Clasificaciones**.'],
    },
    {
      heading: 'Equipos y jugadores',
      paragraphs: [
        'Abra **Equipos** y elija **Nuevo equipo** para agregar un equipo con su nombre, un alias corto (se usa donde hay poco espacio, como en el teléfono) y una imagen o escudo. Los equipos se suman a un torneo desde la pestaña **Grupos** del torneo.',
        'Agregue jugadores desde la página del equipo. Antes de crear un jugador nuevo, **búsquelo por DNI** (documento nacional de identidad) o por nombre: si el jugador ya existe en su organización, por ejemplo porque jugó la temporada pasada o juega también en otro torneo, agregue ese jugador al equipo en lugar de crear una copia. Así sus goles, tarjetas y suspensiones quedan en un único historial.',
      ],
      bullets: [
        'Un jugador tiene nombre y apellido, fecha de nacimiento, DNI, correo, posición, número de camiseta y foto. Con el nombre alcanza para empezar; complete el resto cuando lo tenga.',
        'La página **Jugadores** busca por nombre o DNI. La página de un jugador muestra sus equipos, goles, tarjetas y suspensiones.',
        'Un jugador puede pertenecer a varios equipos, por ejemplo en distintos torneos.',
        'La lista de buena fe: en la configuración del torneo, Inscripción fija cuándo cierran las listas, cuántos jugadores aprobados puede tener cada equipo, la categoría (nacidos desde / hasta una fecha; un jugador sin fecha de nacimiento no puede jugar un torneo con categoría), si un jugador puede estar en un solo equipo del torneo, si las altas esperan aprobación y el máximo de jugadores por partido. Un alta que rompe una regla se rechaza indicando la regla y sus números (“30 de 30”). Tras el cierre, administradores y encargados pueden seguir dando altas (altas tardías); las demás solicitudes quedan pendientes en la página Solicitudes, de la más antigua a la más reciente, donde se aprueban o rechazan con un motivo. Solo los jugadores aprobados aparecen en la página pública del equipo y pueden jugar.',
        'Antes y durante cada partido, la planilla muestra quién puede jugar y por qué no (suspendido, no aprobado, fuera de categoría, sin fecha de nacimiento, en la lista de otro equipo). Una alineación, un gol o una tarjeta de un jugador no habilitado se rechaza; un administrador o encargado puede guardarlo igualmente indicando un motivo, y el partido queda marcado como “jugador no habilitado incluido” en el historial de cambios (la mala inclusión): después puede darse el partido por perdido (W.O.) al equipo infractor.',
        'Cuando un jugador está vinculado a una cuenta de usuario, su correo ya no puede cambiarse.',
        'Al cambiar el nombre de un equipo o de un jugador, el nombre se actualiza en todos los lugares donde aparece.',
      ],
    },
    {
      heading: 'Importar jugadores y equipos desde una planilla',
      paragraphs: [
        'En la página **Jugadores** o **Equipos** elija **Importar** y elija la planilla de su liga (.xlsx, o .csv guardado por Excel con comas o punto y coma). La fila 1 es el encabezado. El portal lee las columnas como las escriben las ligas, en español o en inglés, con o sin mayúsculas, acentos o puntos: «Fecha Nac.», «Nacimiento», «N°», «Nro», «Dorsal», «Camiseta», «Celular», «Teléfono», «Tel», «Mail», «Correo»… Las posiciones pueden escribirse como las nombra el portal o como lo hacen las ligas: «Arquero», «Portero», «Defensor», «Volante», «Delantero», «GK», «DEF».',
        'No se guarda nada hasta que confirme: primero verá una vista previa del archivo con el resultado de cada fila (nuevo, actualización, sin cambios o error) y cada error en su celda.',
      ],
      bullets: [
        'Un jugador cuyo DNI ya está en la liga se actualiza; una celda vacía no cambia nada. Los demás se crean.',
        'Una columna que la importación no usa aparece sobre la vista previa, por ejemplo «Fecha Nacim» no se importará: ¿quisiste decir Fecha de nacimiento?. Cambie el nombre de la columna en el archivo y elíjalo de nuevo, o marque la casilla para importar sin ella: la importación no puede confirmarse hasta hacer una de las dos cosas.',
        'Cuando el archivo nombra equipos que la liga no tiene, marque una vez **Crear los equipos que faltan** en lugar de crearlos uno por uno.',
        'El teléfono se importa y se exporta con el jugador, y nunca se muestra en las páginas públicas.',
        'Dos jugadores de un mismo equipo no pueden llevar el mismo número de camiseta: esa fila es un error que nombra al jugador que ya lo lleva.',
      ],
      tip: 'Descargue la plantilla desde la ventana de importación, o exporte sus jugadores e importe el mismo archivo después de editarlo: las columnas son las mismas.',
    },
    {
      heading: 'La lista de buena fe y las solicitudes',
      paragraphs: [
        'La plantilla de cada equipo es su **lista de buena fe** en los torneos que juega. En la **Configuración** del torneo, en **Lista de buena fe**, defina sus reglas; el formulario explica con palabras simples qué significan. Deje un campo vacío para no poner límite.',
      ],
      bullets: [
        '**Cierra el**: después de ese día, solo un administrador o encargado agrega jugadores o aprueba los que esperan.',
        '**Máximo de jugadores por equipo** y **Máximo de jugadores por partido (cada equipo)**: el tamaño de la lista y cuántos de un equipo pueden jugar un partido.',
        '**Nacidos desde** y **Nacidos hasta**: la categoría. Un jugador sin fecha de nacimiento no puede entrar en un torneo con categoría.',
        '**Cada jugador está en un solo equipo del torneo** y **Los jugadores que agregan los delegados esperan aprobación**.',
        'En la página del equipo, cada jugador no aprobado aparece como **Pendiente** o **Rechazado** (con el motivo), junto con la cuenta de la lista por torneo (por ejemplo “Apertura: 24 / 30”) y la fecha de cierre. Apruebe o rechace allí a un jugador pendiente.',
        'La página **Solicitudes** muestra todos los jugadores que esperan aprobación en la liga, del más antiguo al más nuevo, con la regla que rompería aprobar a cada uno (por ejemplo “la lista está completa (30 de 30)”). Apruebe o rechace desde allí; al rechazar se pide el motivo que muestra la lista.',
        'En la planilla del partido, un jugador que no puede jugar aparece en gris en quiénes jugaron, los goleadores y las tarjetas, con el motivo (“Suspendido: 1 partido más”). Guardar con ese jugador se rechaza; un administrador o encargado puede **Guardar igual** con un motivo, y la planilla muestra entonces **Jugador no habilitado incluido**.',
      ],
      tip: '“Guardar y confirmar” en la planilla también guarda las marcas de **Quiénes jugaron**. Si sale de la planilla con marcas sin guardar, se le pregunta antes.',
    },
    {
      heading: 'Sedes',
      paragraphs: [
        '**Sedes** reúne los lugares donde se juegan sus partidos. Cada sede tiene un nombre, una dirección y uno o más campos, por ejemplo “Campo 1” y “Campo 2”.',
        'Al programar un partido se eligen su sede y su campo; los jugadores las ven en la página del partido y en las páginas públicas. Cargue sus sedes antes de generar el calendario, para poder asignarlas enseguida.',
      ],
    },
    {
      heading: 'Generar el calendario',
      paragraphs: [
        'Cuando el torneo tiene grupos con sus equipos, abra la pestaña **Calendario** y elija **Generar calendario**. El portal arma un todos contra todos en el que cada equipo se enfrenta con todos los demás de su grupo.',
      ],
      bullets: [
        '**Formato**: solo ida (cada par de equipos se enfrenta una vez) o ida y vuelta (dos veces; la segunda rueda repite la primera con las localías invertidas).',
        '**Día de la jornada 1** y **días entre jornadas** (opcionales): dan a cada jornada su día, por ejemplo cada 7 días desde el primer sábado. Sin ellos, los partidos se crean sin día, para fijarlo después.',
        'Con una cantidad impar de equipos, en cada jornada un equipo descansa: el calendario lo muestra como **Descansa**.',
        'Las localías se alternan para que ningún equipo juegue más de dos jornadas seguidas de local o de visitante, siempre que el calendario lo permita.',
        'Una **vista previa** muestra todas las jornadas antes de guardar nada. Revísela y luego confirme.',
      ],
      closing: [
        'Para programar una jornada entera en una sola pantalla, elija **Programar** junto a la jornada en la pestaña **Calendario**. Cada partido de la jornada es una fila (una tarjeta en el teléfono) con su día, hora, **Hora a confirmar**, sede y campo; cambie lo que necesite y elija **Guardar** una sola vez para guardarlos todos. Basta con escribir la hora: la hora a confirmar se desactiva sola. Si un equipo o una sede quedaran con dos partidos a la vez, la fila indica con qué otro partido choca; corríjalo o elija **Guardar de todos modos**. **Nuevo partido** en esa pantalla empieza con el día de la fecha.',
        'Después de generarlo, ajuste cada partido según haga falta: día y hora, sede y campo, u oculte la hora mientras no esté definida. Las jornadas pueden renombrarse. Para mover muchos partidos a la vez, use el cambio masivo de días: adelántelos o atráselos una cantidad de días, o asígneles a todos un mismo día; los partidos ya jugados no se tocan, salvo que los incluya.',
        'Los partidos nuevos son **borradores**, visibles solo para su equipo de trabajo. **Publíquelos** cuando estén listos para verse en las páginas públicas. Un partido que no se jugará puede **suspenderse**, con un motivo, y reactivarse más tarde; un partido suspendido no cuenta.',
        'Además de los partidos de liga, un partido puede ser de **copa**, de **playoff** o **amistoso**. Solo los partidos de liga cuentan para las posiciones del grupo.',
      ],
    },
    {
      heading: 'Día de partido: resultados y tarjetas',
      paragraphs: [
        'Abra el partido desde el calendario del torneo, desde la página de un equipo o desde el panel. La página del partido muestra ambos equipos, el día, la hora y el lugar, el estado del partido, los goles, las tarjetas y los jugadores suspendidos para ese partido.',
      ],
      bullets: [
        '**Goles**: cargue los goles de cada goleador. Los goles en contra y los de autor desconocido van en **goles sin asignar**. El resultado es la suma de ambos, así que nunca se escribe aparte.',
        '**Tarjetas**: asigne a cada jugador tarjetas amarillas, azules (exclusión temporal, como en fútbol 7 y futsal) o rojas, con el motivo.',
        '**Confirmar**: cuando la planilla esté completa, confirme que el partido se jugó. Solo los partidos confirmados cuentan para las posiciones, los goleadores y la disciplina.',
      ],
      closing: [
        'Un resultado confirmado todavía puede corregirse; las posiciones, las estadísticas y las suspensiones siguen la corrección al instante. Los anotadores, gestores y administradores pueden cargar resultados, y en el teléfono bastan unos pocos toques.',
        'Los goles cargados y todavía sin guardar quedan en el dispositivo donde los cargó, aunque recargue la página o cierre el navegador: el partido los vuelve a mostrar con un aviso hasta que elija **Guardar** o **Descartar**. Son solo de su cuenta y se borran al cerrar sesión. Si otra persona guardó mientras tanto otro resultado del partido, se muestran ambos y usted elige cuál queda.',
      ],
      tip: 'El panel lista los partidos que esperan confirmación. Revíselo después de cada jornada, para que las posiciones y las suspensiones estén siempre al día.',
    },
    {
      heading: 'Suspensiones',
      paragraphs: [
        'El portal lleva la cuenta de las suspensiones, pero la decisión siempre es suya. Cuando un jugador recibe una tarjeta roja, el portal crea una **suspensión en borrador** de un partido. Si el torneo suspende por acumulación de N amarillas, la N-ésima tarjeta amarilla del jugador en el torneo también crea una suspensión en borrador; la página del jugador y la planilla del partido avisan cuando a un jugador le falta una tarjeta (N-1) y cuando llega a N.',
        'Las suspensiones en borrador aparecen en el panel y en la pestaña **Disciplina** del torneo. Con cada una puede:',
      ],
      bullets: [
        '**Confirmarla**, con la cantidad de partidos que el jugador debe cumplir. Al confirmarla, elija también si el partido en el que se originó cuenta para cumplirla. Esa elección no puede cambiarse después: para cambiarla, quite la suspensión y créela de nuevo.',
        '**Cambiar partidos**, para modificar la cantidad de partidos de una suspensión en cualquier momento.',
        '**Ignorarla**, cuando no corresponde ninguna suspensión. La tarjeta queda registrada; solo se descarta la suspensión.',
      ],
      closing: [
        'La suspensión se cumple en los siguientes partidos del equipo en el mismo torneo: cada partido confirmado como jugado descuenta uno de los partidos pendientes. Mientras queden partidos, el jugador figura como suspendido en las planillas de esos partidos. Un partido en el que el jugador suspendido participó (alineación, gol o tarjeta) nunca cuenta para cumplirla.',
        'Al quitar una suspensión, se quita de todos los partidos en los que figuraba.',
      ],
    },
    {
      heading: 'Posiciones, desempates y clasificaciones',
      paragraphs: [
        'La pestaña **Posiciones** muestra una tabla por grupo con partidos jugados, ganados, empatados y perdidos, goles a favor y en contra, diferencia de gol, puntos y puntos de fair play. Los puntos suman los partidos ganados, empatados y perdidos según los valores del torneo; el fair play suma los puntos de penalización de las tarjetas de cada equipo.',
        'En el teléfono la tabla muestra posición, equipo, partidos jugados, diferencia de gol y puntos; **Todas las columnas** muestra el resto.',
        'Solo cuentan los partidos de liga confirmados: los suspendidos, eliminados, de copa, de playoff y amistosos no cuentan. Cuando se corrige un resultado, la tabla se actualiza de inmediato.',
        'Cuando hay equipos igualados, se aplican en orden los criterios de desempate del torneo hasta que uno los separe:',
      ],
      bullets: [
        '**Puntos**, **diferencia de gol**, **goles a favor**, **goles en contra** (menos es mejor) y **partidos ganados**.',
        '**Enfrentamiento directo**: puntos, luego diferencia de gol y luego goles a favor, contando solo los partidos entre los equipos igualados.',
        '**Fair play**: menos puntos de penalización ubica más arriba.',
        '**Sorteo**: un orden al azar que se sortea al crear el torneo. Nunca cambia entre una consulta y otra, y la tabla indica cuándo se usó.',
      ],
      closing: [
        'El orden predeterminado es puntos, diferencia de gol, goles a favor, resultado entre sí, fair play y sorteo, cercano al de la FIFA. Las ligas que ponen primero el resultado entre sí, como LaLiga, pueden subirlo en la configuración del torneo.',
        'La pestaña **Goleadores** ordena a los jugadores por goles en el torneo. **Clasificaciones**, en la barra lateral, ordena equipos y jugadores de todos los torneos; fíltrela por temporada, género, cantidad de jugadores y torneo.',
      ],
    },
    {
      heading: 'Programar un día completo',
      paragraphs: [
        'Para programar de una vez todos los partidos de un día, sea cual sea su torneo, abra **Partidos del día** en el menú lateral (gestores y administradores) y elija el día; puede limitarlo a algunos torneos. Cada partido es una fila con su hora, su sede y su campo. Una fila que pone dos partidos en el mismo campo a horas que se superponen, o a un equipo en dos partidos a la vez, lo dice mientras escribe, y no se guarda nada hasta corregirlo. Un solo guardado guarda todos los cambios, o ninguno si otra persona cambió alguno de esos partidos mientras tanto.',
        'La misma pantalla imprime el programa del día: un PDF con todos los partidos por sede, hora y campo, para la cartelera de la sede.',
      ],
    },
    {
      heading: 'Importar equipos y jugadores',
      paragraphs: [
        'Los equipos y los jugadores pueden cargarse desde una planilla de cálculo (Excel o CSV) en lugar de uno por uno. Descargue la plantilla, complete una fila por equipo o jugador y súbala: el portal muestra primero una vista previa con cada fila que crearía o actualizaría y los errores de cada celda, y no importa nada mientras una fila tenga un error.',
      ],
    },
    {
      heading: 'Copas, W.O. y retiros',
      paragraphs: [
        'Un torneo puede terminar con una fase eliminatoria: los mejores equipos de cada grupo pasan a un cuadro, con final y, si lo desea, partido por el tercer puesto e ida y vuelta antes de la final. Una eliminatoria empatada se define por penaltis, que se cargan con el resultado.',
        'Un partido que no se jugó porque un equipo no se presentó se registra como W.O.: el ganador recibe el resultado de W.O. del torneo, sin goleadores. A un equipo que se retira de un torneo se le pueden dar por perdidos por W.O. los partidos que le quedan, o quitarlos de la tabla.',
      ],
    },
    {
      heading: 'Alineaciones, planillas y exportaciones',
      paragraphs: [
        'La ficha del partido registra quiénes jugaron en cada equipo; los minutos de cada partido se fijan por torneo. Antes de la jornada, imprima las planillas de partido: una página por partido con las dos plantillas, el DNI, casillas para las firmas y los suspendidos marcados.',
        'Los jugadores, equipos, posiciones, partidos y goleadores se pueden descargar como planillas de cálculo (Excel o CSV), en el idioma de la página.',
      ],
    },
    {
      heading: 'Trabajar sin señal',
      paragraphs: [
        'En un teléfono sin señal el portal sigue mostrando las páginas ya abiertas, y un resultado, una tarjeta o quiénes jugaron guardados mientras tanto esperan en el teléfono y se envían apenas hay conexión. Si otra persona guardó otro resultado para ese partido, el portal pregunta cuál queda.',
      ],
    },
    {
      heading: 'La auditoría',
      paragraphs: [
        'Los administradores ven cada cambio hecho en la liga, quién lo hizo y cuándo, en **Auditoría** en el menú lateral, y el historial de un equipo, jugador o partido en su propia página.',
      ],
    },
    {
      heading: 'Páginas públicas',
      paragraphs: [
        'Cada liga tiene páginas públicas que cualquiera puede abrir sin cuenta: jugadores, capitanes, familias y público. Muestran torneos, calendario, resultados, posiciones, goleadores y disciplina. La dirección figura en la página **Liga** y tiene la forma /es/l/su-liga (/en/l/su-liga en inglés).',
      ],
      bullets: [
        'Solo aparecen los partidos publicados; los borradores quedan privados hasta que los publique.',
        'La página Liga también muestra un código QR de la dirección: imprímalo para el campo, así cualquiera abre las páginas con el teléfono.',
        'Las posiciones, los goleadores y la disciplina cuentan solo los partidos confirmados, igual que dentro del portal.',
        'Comparta la dirección en los grupos de chat y las redes sociales de la liga. Siempre muestra los datos más recientes, así que no hace falta enviar fotos de la tabla después de cada jornada.',
      ],
    },
    {
      heading: 'Facturación y suscripción',
      paragraphs: [
        'Donde los pagos con tarjeta están configurados, cada organización necesita una suscripción, y las organizaciones nuevas comienzan con una **prueba gratuita de 14 días**. Abra **Facturación** para ver el estado de su suscripción y elegir un plan; el pago es con tarjeta, a través de un proveedor de pagos seguro. Solo los administradores gestionan la facturación.',
        'Si un pago falla, el panel muestra un aviso de facturación. Actualice su medio de pago en **Facturación**, o contáctenos si el problema continúa.',
        '**Las ligas de Argentina** se configuran a mano: después del alta no se pide tarjeta, y el panel muestra un aviso de que nuestro equipo se pondrá en contacto para acordar su suscripción.',
      ],
      closing: [
        'Si su organización usa una instalación propia de League Portal sin pagos con tarjeta configurados, la facturación está desactivada y no se necesita suscripción.',
      ],
    },
    {
      heading: 'Cómo obtener ayuda',
      paragraphs: [
        'Abra **Ayuda** en la barra lateral. Allí puede descargar este manual en español o en inglés y ver cómo contactarnos.',
        'También puede escribirnos a {contactEmail}.',
        'Para que podamos responder rápido, incluya en su mensaje:',
      ],
      bullets: [
        'el nombre de su organización y de su liga;',
        'la dirección de la página, copiada del navegador;',
        'qué hizo, qué esperaba y qué ocurrió en cambio;',
        'una captura de pantalla, si puede.',
      ],
      closing: ['Muchas dudas se resuelven en este manual: el índice del comienzo es un buen punto de partida.'],
    },
    {
      heading: 'El carnet del jugador',
      paragraphs: [
        'Un jugador cuya ficha está vinculada a su cuenta abre **Mi carnet de jugador** en **Mi página**: la liga y su escudo, su foto, nombre, equipos y categorías, el DNI con los dígitos del medio ocultos, la fecha de validez y un código QR. El carnet vale un año y se renueva cada vez que se abre. En el teléfono, el jugador puede agregar el portal a la pantalla de inicio desde el menú del navegador; un carnet abierto con señal en las últimas 24 horas se abre luego en el campo también sin señal.',
        'Para controlar carnets en un partido, abra el partido y pulse **Controlar jugadores** (administradores, encargados, planilleros, los delegados de los dos equipos y el árbitro y los asistentes designados para el partido). Apunte la cámara al carnet, o elija una foto con **Escanear desde una imagen**: aparece en verde **Puede jugar** o en rojo **No puede jugar** con el motivo, y la foto del jugador para compararla con quien tiene delante. Se rechazan los carnets de otra liga, vencidos o modificados.',
        'En un campo sin señal, abra el partido antes una vez con señal (desde el calendario, **Mis partidos** o su enlace): luego se abre en el teléfono sin señal, también por su enlace, los controles se hacen con la lista y las fotos guardadas, y se envían solos cuando vuelve la señal, esté abierta la página que esté.',
        'Para los jugadores sin teléfono, **Imprimir carnets** en la página de un equipo imprime la lista aprobada, diez carnets del tamaño de una tarjeta por hoja A4. Un administrador puede cambiar la clave de firma de la liga en la página **Liga**, en **Carnets de jugador**, con **Cambiar la clave de firma**; los carnets ya emitidos siguen valiendo hasta que vencen.',
      ],
    },
    {
      heading: 'El acta del partido',
      paragraphs: [
        'Cuando un partido tiene árbitro designado, el árbitro completa el acta desde el teléfono: los goles con sus minutos, las tarjetas con sus motivos, el resultado y quiénes jugaron, también sin señal (se envían al volver la señal). Luego **Enviar el acta** con sus observaciones: el portal lo pregunta antes, porque después el árbitro ya no puede cambiar nada. El árbitro no confirma el resultado: lo confirman los equipos. Hasta que el acta se confirme, solo el árbitro (hasta enviarla), un administrador o un gestor pueden cambiar el resultado.',
        'El delegado de cada equipo responde por su equipo con **Confirmar** o **Impugnar** (con un motivo) dentro de las **Horas para confirmar el acta** del torneo (48 por defecto); el partido muestra hasta cuándo y quién respondió. Un administrador o un gestor puede responder por un equipo (por ejemplo, uno sin delegado) con **Confirmar por** o **Impugnar** y el equipo. Cuando ambos equipos confirman, o el plazo termina sin impugnaciones, el resultado queda confirmado y el acta cerrada; pasado el plazo ya nadie la impugna. Un equipo sin delegado no la detiene. Mientras los equipos responden no se ofrece **Confirmar resultado**: el acta confirma el partido.',
        'Las actas impugnadas aparecen en **Actas impugnadas**, arriba en **Árbitros** (administradores y gestores; el menú muestra cuántas hay), de la más antigua a la más reciente, cada una con el equipo que la impugna y su motivo, seguidas de las actas que esperan a los equipos y hasta cuándo. Abra el partido desde allí, corrija lo necesario y elija **Resolver: confirmar el acta** para confirmarla y cerrarla.',
        'Un acta cerrada se muestra así a todos, sin los controles del resultado. Solo la cambia un administrador: elija **Corregir** en el partido, indique el motivo y elija **Empezar a corregir**; entonces se pueden cambiar el resultado, los goles y las tarjetas, y cada cambio se guarda con ese motivo en el registro de auditoría (sin señal no se guarda para después). Elija **Terminar** al acabar. Descargue el acta enviada en PDF desde el partido.',
      ],
    },
    {
      heading: 'Dinero de la liga',
      paragraphs: [
        'Configure los importes en la sección **Cuotas y multas** de la configuración de cada torneo, o con **Cuotas y multas** junto al torneo en la página **Dinero** (la que usa el tesorero): la inscripción por equipo, el arbitraje por partido (y si el ganador por W.O. también lo paga), la multa por tarjeta (amarilla, doble amarilla, azul, roja) y por W.O., y si quiere la deuda a partir de la cual un equipo no puede jugar. Escriba los importes en la moneda de la liga como los escribe siempre, por ejemplo 1500,50; un cambio vale solo para lo que ocurra después. Solo los administradores, gestores y tesoreros ven los importes.',
        'La **Moneda** de la liga se elige en la página de la liga (por defecto, la del país de la primera liga: pesos en Argentina, euros en España, dólares en el resto). Cuando la liga ya tiene un cargo o un pago no se puede cambiar, porque cada importe se guardó en ella.',
        'Los cargos siguen solos a los datos de la liga: un equipo añadido a un grupo debe su inscripción, un partido confirmado su arbitraje, una tarjeta su multa. Quitar una tarjeta, desconfirmar un partido o eliminarlo anula sus cargos con un movimiento nuevo: nunca se borra nada. Un importe cambiado después vale solo para lo que ocurra después.',
        'Abra **Dinero** para ver el saldo de cada equipo, los que más deben primero, y lo cobrado este mes y este año, por medio de pago. **Exportar movimientos** descarga cada cargo, pago y anulación de un rango de fechas en CSV o XLSX, con el número de recibo, el medio, quién lo registró y qué se anuló. Abra un equipo para **Registrar pago** (importe, medio, fecha) o **Agregar cargo**; cada pago recibe el siguiente número de recibo de la liga, y el recibo se abre en PDF para imprimir. Un pago cargado por error se anula, no se borra.',
        'El rol **Tesorero** hace solo esto. El delegado de un equipo ve la cuenta y el estado de cuenta de su equipo. Si el torneo bloquea a los deudores, el delegado ve "El equipo debe dinero" junto a cada jugador hasta que el equipo pague.',
        'Los equipos también pueden pagar en línea. Un administrador abre **Liga** y, en la tarjeta **Pago en línea**, conecta la cuenta de Mercado Pago de la liga (su access token) o la de Stripe (su clave secreta), con la clave secreta del webhook; en el panel del proveedor, las notificaciones de pagos se envían a la dirección que muestra la tarjeta. Las claves se guardan cifradas y no se vuelven a mostrar: la tarjeta solo indica los 4 últimos caracteres, y **Desconectar** las borra.',
        'El delegado de un equipo que debe dinero ve entonces, en la cuenta del equipo, un botón para pagar todo el saldo en línea. El pago se hace en la página de Mercado Pago o de Stripe; al volver al portal, un aviso indica que se está confirmando, y la página se actualiza sola cuando el proveedor lo confirma: el pago aparece con su número de recibo, como uno cargado a mano. Un pago pendiente o rechazado no registra nada; pagar más de lo que se debe deja al equipo con saldo a favor.',
      ],
    },
    {
      heading: 'Árbitros y designaciones',
      paragraphs: [
        'Abra **Árbitros** para ver los árbitros de la liga y, con **Agregar un árbitro**, agregar uno (nombre, y correo, teléfono y categoría si los tiene). El menú de cada árbitro tiene **Editar** y **Quitar**. Quitar un árbitro lo saca de la lista y de las nuevas designaciones; los partidos en los que ya estaba designado conservan su nombre, así que designe a otro en los que faltan por jugar. Su cuenta, si la tiene, deja de actuar como ese árbitro. Para darle una cuenta a uno, invítelo en **Usuarios** con el rol **Árbitro** y elija el árbitro: al aceptar, la cuenta actúa como ese árbitro.',
        'En la programación de la jornada, la columna **Árbitro** designa el árbitro de cada partido, y el botón **Asistentes** a su lado elige hasta cuatro árbitros asistentes. Cada designación figura pendiente, aceptada o rechazada allí, en el calendario del torneo y en el partido. El portal rechaza a un árbitro que ya tiene un partido a esa hora (la duración de los partidos de cada torneo) o que marcó el día como uno en que no puede dirigir, y permite designarlo igual.',
        'El árbitro recibe un correo con un enlace para **Aceptar** y otro para **Rechazar**: cualquiera de los dos abre **Mis partidos** en ese partido con la respuesta ya registrada, y allí puede cambiarla después. En **Mis partidos** el árbitro también marca los días en que no puede dirigir (**Agregar** un día, o varios con el último) y encuentra una dirección secreta de calendario con sus partidos. Un administrador o un gestor los marca desde el menú del árbitro en **Árbitros**, con **Días en que no puede dirigir**. La planilla del partido imprime el árbitro y los asistentes.',
        'Para mostrar el árbitro en las páginas públicas de los partidos, abra **Liga** y, en **Copas y compartir**, active "Mostrar el árbitro en las páginas públicas de los partidos". Solo se muestra el nombre, nunca su correo ni su teléfono; un árbitro que rechazó la designación no aparece.',
        'Las reglas de cada torneo fijan el honorario del árbitro y del asistente; **Árbitros** muestra los partidos y honorarios del mes de cada uno, con **Mes anterior** y **Mes siguiente** para ver otro, y la liquidación de ese mes de cada árbitro se descarga en CSV desde su menú. Solo cuentan los partidos confirmados con la designación aceptada.',
      ],
    },
    {
      heading: 'Cuentas de jugadores',
      paragraphs: [
        'Un jugador puede tener su propia cuenta y ver **Mi página**: sus próximos partidos (con el calendario del equipo para suscribirse), goles, tarjetas, partidos jugados, sanciones con los partidos que le faltan y si puede jugar el próximo partido. Quien solo juega llega ahí al iniciar sesión; un miembro de una liga que además juega encuentra **Mi página** en el menú de la cuenta.',
        'La liga envía al jugador una invitación a su correo: en la página del jugador, **Cuenta en el portal** indica si el jugador tiene cuenta, e **Invitar al portal** la envía (administradores y gestores; también pueden enviarla los delegados del equipo del jugador, desde **Mi equipo**, donde cada jugador de la lista muestra si tiene cuenta o una invitación). El jugador abre el enlace, se registra o inicia sesión con ese mismo correo, y acepta.',
      ],
      bullets: [
        'Mientras el jugador está vinculado, el correo de la ficha no se puede cambiar. Un administrador puede quitar el vínculo con **Quitar el vínculo**, en **Cuenta en el portal** de la página del jugador; entonces el correo se puede cambiar y se puede volver a invitar al jugador.',
        'El jugador puede cambiar su foto, su teléfono y cómo aparece su nombre en las páginas públicas (nombre completo o nombre e iniciales). Su nombre, DNI y fecha de nacimiento los gestiona la liga.',
        'Los menores de 18 años aparecen en las páginas públicas con su nombre e iniciales, y su foto nunca es pública. La liga puede mostrar el nombre completo de un menor con **Nombre en las páginas públicas**, en **Cuenta en el portal** de la página del jugador.',
      ],
    },
    {
      heading: 'Copas, la tarjeta de la liga y partidos sin fecha',
      paragraphs: [
        'Los partidos de una copa se publican en cuanto existen, y el público ve quién juega con quién. Para dejarlos como borradores hasta publicarlos, abra **Liga** y, en **Copas y compartir**, active "Crear los partidos de eliminatoria como borradores". Cuando una copa ya existe, su botón en la pestaña del cuadro desaparece.',
        'En la misma tarjeta, "Torneo de la tarjeta de la liga" elige el torneo que muestra la imagen de la dirección de la liga; "Automático" muestra el del último partido. La imagen de un torneo muestra todos sus grupos.',
        'En **Partidos del día**, los botones bajo la lista añaden al día los partidos sin fecha de una jornada del torneo: escriba sus horas y guarde.',
      ],
    },
    {
      heading: 'Avisos',
      paragraphs: [
        'Cuando un partido publicado recibe fecha, cambia de horario o de campo, o se suspende, se avisa a los delegados de ambos equipos y a los jugadores de sus listas que tienen una cuenta vinculada. Un partido en borrador no avisa a nadie. Una sanción confirmada llega al jugador y a los delegados de su equipo; la decisión sobre un pedido de lista, al delegado que lo hizo; un pedido nuevo, a los administradores y gestores.',
        'Cada persona recibe cada cambio una sola vez: en la bandeja del portal, por correo y, en un teléfono con la app instalada, como notificación. Los cambios seguidos (diez partidos de una jornada movidos) llegan en un solo correo un par de minutos después del primero, en el idioma de la persona y con los horarios de la zona horaria de la liga.',
        'En Configuración > Notificaciones, «Activar notificaciones en este dispositivo» enciende las notificaciones en ese teléfono o computadora (el navegador pide permiso), y una tabla elige, por categoría (horarios, resultados, disciplina, planteles, designaciones), si se avisa por correo, push y en la bandeja.',
      ],
      tip: 'Cada correo trae un enlace para dejar de recibir ese tipo de correos; funciona sin iniciar sesión.',
    },
  ],
}

export const USER_MANUAL_CONTENT: Record<UserManualLanguage, UserManualContent> = { es, en }
