import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import type { Inquiry } from '../../core/contact-api'

export type DeliveryStatus = 'pending' | 'delivered' | 'undelivered'

export interface ArchivedInquiry extends Inquiry {
  id: string
  receivedAt: string
  status: DeliveryStatus
  /** Why delivery failed (never shown to the visitor). */
  error?: string
}

/**
 * Every accepted inquiry is stored before the e-mail is sent, so a delivery problem loses
 * nothing; afterwards its status says whether the firm got the mail.
 */
export interface InquiryArchive {
  save(record: ArchivedInquiry): Promise<void>
  setStatus(record: ArchivedInquiry, status: DeliveryStatus, error?: string): Promise<void>
}

/** Local runs: one JSON file per inquiry in a data folder. */
export class DirectoryArchive implements InquiryArchive {
  constructor(private readonly directory: string) {}

  private file(id: string): string {
    return join(this.directory, `${id}.json`)
  }

  private async write(record: ArchivedInquiry): Promise<void> {
    await mkdir(this.directory, { recursive: true })
    // Write-then-rename: a crash never leaves half a file behind.
    const temporary = `${this.file(record.id)}.tmp`
    await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 })
    await rename(temporary, this.file(record.id))
  }

  save(record: ArchivedInquiry): Promise<void> {
    return this.write(record)
  }

  async setStatus(record: ArchivedInquiry, status: DeliveryStatus, error?: string): Promise<void> {
    const current = JSON.parse(await readFile(this.file(record.id), 'utf8')) as ArchivedInquiry
    await this.write({ ...current, status, ...(error ? { error } : {}) })
  }

  async read(id: string): Promise<ArchivedInquiry> {
    return JSON.parse(await readFile(this.file(id), 'utf8')) as ArchivedInquiry
  }
}

/**
 * AWS: one object per inquiry in a private bucket, encrypted at rest (SSE-S3); the bucket's
 * lifecycle rule deletes it after the period the privacy policy states.
 */
export class S3Archive implements InquiryArchive {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  private key(record: ArchivedInquiry): string {
    return `inquiries/${record.receivedAt.slice(0, 10)}/${record.id}.json`
  }

  private async put(record: ArchivedInquiry): Promise<void> {
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(record),
        Body: JSON.stringify(record),
        ContentType: 'application/json',
        ServerSideEncryption: 'AES256',
        Metadata: { status: record.status },
      }),
    )
  }

  save(record: ArchivedInquiry): Promise<void> {
    return this.put(record)
  }

  setStatus(record: ArchivedInquiry, status: DeliveryStatus, error?: string): Promise<void> {
    return this.put({ ...record, status, ...(error ? { error } : {}) })
  }
}
