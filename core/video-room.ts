/**
 * The rules of the video room template (BOOKING_VIDEO_ROOM_URL): the firm's meeting service's
 * address with `{room}` where each call's own room name goes (lambdas/booking/video-room.ts makes
 * the names). Shared by the configuration (lambdas/config.ts) and the CDK parameters (infra/params.ts).
 */

/** The placeholder of the room template that each call's room name fills. */
export const roomPlaceholder = '{room}'

/** The address of a call's room: the template with the room name filled in. */
export function videoRoomUrl(template: string, room: string): string {
  return template.replace(roomPlaceholder, room)
}

/**
 * Why a room template cannot serve (undefined if it can): an https: address without user or
 * password whose path or query holds `{room}` exactly once, so each call's name lands in the
 * address and never in the host.
 */
export function roomTemplateProblem(template: string): string | undefined {
  if (template.split(roomPlaceholder).length !== 2) return `must contain ${roomPlaceholder} exactly once`
  if (!template.startsWith('https://') || /\s/.test(template)) return 'must be an https: URL'
  let url: URL
  try {
    url = new URL(videoRoomUrl(template, 'room'))
  } catch {
    return 'must be an https: URL'
  }
  if (url.protocol !== 'https:') return 'must be an https: URL'
  if (url.username || url.password) return 'must not carry a user name or password'
  const authorityEnd = template.slice('https://'.length).search(/[/?#]/)
  const placeholderAt = template.indexOf(roomPlaceholder) - 'https://'.length
  if (authorityEnd === -1 || placeholderAt < authorityEnd || template.indexOf('#') !== -1) return `must hold ${roomPlaceholder} in its path or query, not in the host or a fragment`
  return undefined
}
