// AWS Lambda entry of POST /api/vies-vat-check; configuration is validated once per cold start.
import { loadConfig } from '../config'
import type { HttpEvent } from '../http'
import { viesHandlerFromConfig } from './from-config'

const handleCheck = viesHandlerFromConfig(loadConfig(process.env, { local: false, needsContact: false }))

export const handler = (event: HttpEvent) => handleCheck(event)
