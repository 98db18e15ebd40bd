// AWS Lambda entry of POST /api/send-contact-email. Configuration is read and validated once per
// cold start; a missing value fails the start with a clear message in the logs.
import { loadConfig } from '../config'
import type { HttpEvent } from '../http'
import { contactHandlerFromConfig } from './from-config'

const handleContact = contactHandlerFromConfig(loadConfig(process.env))

export const handler = (event: HttpEvent) => handleContact(event)
