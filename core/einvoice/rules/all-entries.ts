/** Every rule the engine knows with its flag, source and official message: EN 16931, XRechnung and Peppol, and FeRD's for EXTENDED. */
import { CATALOGUE, type CatalogueEntry } from './catalogue'
import { FERD_CATALOGUE } from './ferd-extended-catalogue'

export const RULE_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = { ...CATALOGUE, ...FERD_CATALOGUE }
