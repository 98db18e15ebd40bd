/** Every rule the engine knows with its flag, source and official message: EN 16931, XRechnung, Peppol BIS Billing (all its rules, for its profile), and FeRD's for EXTENDED. */
import { CATALOGUE, type CatalogueEntry } from './catalogue'
import { FERD_CATALOGUE } from './ferd-extended-catalogue'
import { PEPPOL_CATALOGUE } from './peppol-catalogue'

export const RULE_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = { ...CATALOGUE, ...PEPPOL_CATALOGUE, ...FERD_CATALOGUE }
