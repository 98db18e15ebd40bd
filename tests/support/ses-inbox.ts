/** A mail as the SES emulator (aws-ses-v2-local) keeps it. */
export interface StoredEmail {
  from: string
  replyTo: string[]
  destination: { to: string[]; cc: string[]; bcc: string[] }
  subject: string
  body: { text?: string; html?: string }
  attachments: { contentType: string; content: string }[]
}

/** Every mail the SES emulator at `sesUrl` has received (its GET /store). */
export async function sesInbox(sesUrl: string): Promise<StoredEmail[]> {
  return ((await (await fetch(`${sesUrl}/store`)).json()) as { emails: StoredEmail[] }).emails
}
