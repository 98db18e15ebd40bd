import { randomBytes } from 'node:crypto'
import { videoRoomUrl } from '../../core/video-room'
import type { Booking } from './store'

/** 16 bytes of the platform's cryptographic randomness: 128 bits, so nobody guesses a room. */
const roomBytes = 16

/**
 * A new room name for one video call: 128 random bits as base64url (22 characters of
 * A–Z a–z 0–9 - _), safe in any part of a URL. Made when the call is booked and kept with it, so
 * a reschedule keeps the room; no other booking ever learns it. Its address: core/video-room.ts.
 */
export function newVideoRoom(): string {
  return randomBytes(roomBytes).toString('base64url')
}

/** The address of a booking's own room, if it is a video call and the firm has a meeting service (BOOKING_VIDEO_ROOM_URL). */
export function bookingRoomUrl(booking: Pick<Booking, 'channel' | 'videoRoom'>, template: string | undefined): string | undefined {
  return booking.channel === 'video' && booking.videoRoom && template ? videoRoomUrl(template, booking.videoRoom) : undefined
}
