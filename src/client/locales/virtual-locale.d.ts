declare module 'virtual:locale/*' {
  const messages: Record<string, unknown>
  export default messages
}
