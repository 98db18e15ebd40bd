// The EU VAT rates by country since 1 July 2021, with their sources: written by
// `npm run rates:update` (scripts/rates-update.ts) from the European Commission's TEDB, first
// filled by hand from the sources listed below (docs/vat-rates.md says where they differ).
// Builds and tests read only this file. Edit by hand only with a source.
import type { VatRateTable } from './types'

export const vatRates: VatRateTable = {
  "coverageFrom": "2021-07-01",
  "updatedFromTedb": null,
  "sources": [
    {
      "id": "tedb",
      "name": "Europäische Kommission, Taxes in Europe Database (TEDB), VatRetrievalService",
      "url": "https://ec.europa.eu/taxation_customs/tedb/"
    },
    {
      "id": "tedb-mirror",
      "name": "vatnode eu-vat-rates-data: tägliche Abfrage von TEDB, Stand 22.08.2026, und Standardsatz-Historie aus TEDB",
      "url": "https://github.com/vatnode/eu-vat-rates-data"
    },
    {
      "id": "ibericode",
      "name": "ibericode vat-rates (zweite Quelle), Stand 12.08.2025",
      "url": "https://github.com/ibericode/vat-rates"
    },
    {
      "id": "at-covid-5",
      "name": "Vorarlberg Online, 5 % für Gastronomie, Hotellerie und Kultur bis 31.12.2021",
      "url": "https://www.vol.at/das-bringt-2021-geringe-umsatzsteuer-in-hotels-gastro-und-kultur/6855313"
    },
    {
      "id": "at-4-9",
      "name": "LexPress: neuer ermäßigter Steuersatz 4,9 % für Grundnahrungsmittel ab 1.7.2026",
      "url": "https://www.lex-press.at/geplante-einfuehrung-eines-neuen-ermaessigten-umsatzsteuersatzes-auf-ausgewaehlte-grundnahrungsmittel"
    },
    {
      "id": "cy-3",
      "name": "Meridian: Zypern führt 3 % ab 21.07.2023 ein",
      "url": "https://www.meridianglobalservices.com/blog/2023/08/01/cyprus-introduction-of-a-super-reduced-vat-rate-of-3"
    },
    {
      "id": "ee-5-2022",
      "name": "Numeri: 5 % für Presseerzeugnisse ab 01.08.2022",
      "url": "https://www.numeri.ee/en/blogi/new-5-reduced-vat-rate-to-press-publications/"
    },
    {
      "id": "ee-2025",
      "name": "ERR/Taxopolis: Beherbergung 9 → 13 %, Presse 5 → 9 % ab 01.01.2025; 24 % ab 01.07.2025",
      "url": "https://taxopolis.eu/en/vat-rate-increase-in-estonia-by-2025"
    },
    {
      "id": "fi-13-5",
      "name": "Aallon: Finnland senkt 14 % auf 13,5 % ab 01.01.2026",
      "url": "https://info.aallon.fi/en/yrityksen-aallon-group-oyj-blogi/arvonlisverokannan-muutosa"
    },
    {
      "id": "lt-12",
      "name": "Sovos: Litauen, Gesetz XV-287, 9 % entfällt, 12 % ab 01.01.2026",
      "url": "https://sovos.com/regulatory-updates/vat/lithuania-removes-9-reduced-vat-rate"
    },
    {
      "id": "tedb-recorded-2024",
      "name": "TEDB-Antworten 01.01.2021 bis 01.04.2024, aufgezeichnet von HM Revenue & Customs (hmrc/eu-vat-rates-stub, Stand 26.04.2024)",
      "url": "https://github.com/hmrc/eu-vat-rates-stub/blob/6fdc67b28fd7370ef25139bebb7c81c54bd16142/conf/resources/xml/response.xml"
    },
    {
      "id": "mt-12",
      "name": "vatcalc: Malta, 12 % ab 01.01.2024 (Legal Notice 231 of 2023, Eighth Schedule des VAT Act, Cap. 406)",
      "url": "https://vatcalc.com/malta/malta-new-12-vat-rate-2024"
    },
    {
      "id": "sk-5",
      "name": "STORMWARE: Slowakei, 5 % nach § 27 Abs. 3 des Gesetzes Nr. 222/2004 Z. z. ab 01.01.2023 (eingeführt durch Gesetz Nr. 222/2022 Z. z.)",
      "url": "https://www.stormware.sk/podpora/legservis/znizena_sadzba_dph_vo_vyske_5_perc_od_1_1_2023.aspx"
    }
  ],
  "countries": {
    "AT": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": "2021-12-31",
          "standard": 20,
          "reduced": [
            5,
            10,
            13
          ],
          "superReduced": null,
          "parking": 13,
          "sources": [
            "ibericode",
            "at-covid-5"
          ],
          "note": "Befristeter Satz von 5 % (Gastronomie, Beherbergung, Kultur, Publikationen) vom 01.07.2020 bis 31.12.2021; die aufgezeichnete TEDB-Antwort für den 01.07.2021 führt ihn nicht."
        },
        {
          "validFrom": "2022-01-01",
          "validTo": "2026-06-30",
          "standard": 20,
          "reduced": [
            10,
            13
          ],
          "superReduced": null,
          "parking": 13,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ],
          "note": "13 % als Zwischensatz nach ibericode; der TEDB-Spiegel führt 13 % nur als ermäßigten Satz."
        },
        {
          "validFrom": "2026-07-01",
          "validTo": null,
          "standard": 20,
          "reduced": [
            10,
            13
          ],
          "superReduced": 4.9,
          "parking": 13,
          "sources": [
            "tedb-mirror",
            "at-4-9"
          ],
          "note": "4,9 % für ausgewählte Grundnahrungsmittel; TEDB führt ihn als stark ermäßigten Satz. Die zweite Quelle (ibericode, Stand 08/2025) kennt ihn noch nicht. 13 % als Zwischensatz nach ibericode."
        }
      ],
      "regionalRates": [
        19
      ]
    },
    "BE": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 21,
          "reduced": [
            6,
            12
          ],
          "superReduced": null,
          "parking": 12,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "BG": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 20,
          "reduced": [
            9
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "CY": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": "2023-07-20",
          "standard": 19,
          "reduced": [
            5,
            9
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        },
        {
          "validFrom": "2023-07-21",
          "validTo": null,
          "standard": 19,
          "reduced": [
            5,
            9
          ],
          "superReduced": 3,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "cy-3"
          ],
          "note": "3 % ab Veröffentlichung im Amtsblatt am 21.07.2023 (Meridian); vatcalc nennt den 23.07.2023. ibericode führt 3 % nicht."
        }
      ],
      "regionalRates": []
    },
    "CZ": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": "2023-12-31",
          "standard": 21,
          "reduced": [
            10,
            15
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        },
        {
          "validFrom": "2024-01-01",
          "validTo": null,
          "standard": 21,
          "reduced": [
            12
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "DE": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 19,
          "reduced": [
            7
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "DK": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 25,
          "reduced": [],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "EE": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": "2022-07-31",
          "standard": 20,
          "reduced": [
            9
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        },
        {
          "validFrom": "2022-08-01",
          "validTo": "2023-12-31",
          "standard": 20,
          "reduced": [
            5,
            9
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "ee-5-2022",
            "tedb-mirror"
          ],
          "note": "ibericode führt 5 % erst ab 01.01.2024."
        },
        {
          "validFrom": "2024-01-01",
          "validTo": "2024-12-31",
          "standard": 22,
          "reduced": [
            5,
            9
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        },
        {
          "validFrom": "2025-01-01",
          "validTo": "2025-06-30",
          "standard": 22,
          "reduced": [
            9,
            13
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode",
            "ee-2025"
          ]
        },
        {
          "validFrom": "2025-07-01",
          "validTo": null,
          "standard": 24,
          "reduced": [
            9,
            13
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode",
            "ee-2025"
          ]
        }
      ],
      "regionalRates": []
    },
    "EL": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 24,
          "reduced": [
            6,
            13
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ],
          "note": "TEDB meldet zusätzlich die Sätze der Inseln (17 % und 4 %) und 13 % als Zwischensatz (parking); die zweite Quelle und diese Tabelle führen nur die Sätze des Festlands."
        }
      ],
      "regionalRates": [
        4,
        17
      ]
    },
    "ES": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 21,
          "reduced": [
            10
          ],
          "superReduced": 4,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ],
          "note": "Befristete Sätze von 5 % (u. a. Strom und bestimmte Lebensmittel, 2021 bis 2024) sind nicht erfasst: Zeiträume und Umfang nicht verifiziert."
        }
      ],
      "regionalRates": [
        7
      ]
    },
    "FI": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": "2024-08-31",
          "standard": 24,
          "reduced": [
            10,
            14
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        },
        {
          "validFrom": "2024-09-01",
          "validTo": "2025-12-31",
          "standard": 25.5,
          "reduced": [
            10,
            14
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        },
        {
          "validFrom": "2026-01-01",
          "validTo": null,
          "standard": 25.5,
          "reduced": [
            10,
            13.5
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "fi-13-5"
          ],
          "note": "ibericode (Stand 08/2025) kennt 13,5 % noch nicht."
        }
      ],
      "regionalRates": []
    },
    "FR": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 20,
          "reduced": [
            5.5,
            10
          ],
          "superReduced": 2.1,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ],
          "note": "TEDB meldet zusätzlich die Sätze Korsikas und der Überseedepartements (0,9 %, 1,05 %, 8,5 %, 13 %)."
        }
      ],
      "regionalRates": [
        0.9,
        1.05,
        8.5,
        13
      ]
    },
    "HR": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 25,
          "reduced": [
            5,
            13
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "HU": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 27,
          "reduced": [
            5,
            18
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "IE": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 23,
          "reduced": [
            9,
            13.5
          ],
          "superReduced": 4.8,
          "parking": 13.5,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ],
          "note": "4,8 % (stark ermäßigt) und 13,5 % als Zwischensatz nach ibericode; der TEDB-Spiegel führt beide nicht gesondert."
        }
      ],
      "regionalRates": []
    },
    "IT": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 22,
          "reduced": [
            5,
            10
          ],
          "superReduced": 4,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "LT": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": "2025-12-31",
          "standard": 21,
          "reduced": [
            5,
            9
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        },
        {
          "validFrom": "2026-01-01",
          "validTo": null,
          "standard": 21,
          "reduced": [
            5,
            12
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "lt-12"
          ],
          "note": "ibericode (Stand 08/2025) kennt 12 % noch nicht."
        }
      ],
      "regionalRates": []
    },
    "LU": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": "2022-12-31",
          "standard": 17,
          "reduced": [
            8
          ],
          "superReduced": 3,
          "parking": 14,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ],
          "note": "ibericode führt den Zwischensatz vor 2023 mit 13 %, der TEDB-Spiegel mit 14 %."
        },
        {
          "validFrom": "2023-01-01",
          "validTo": "2023-12-31",
          "standard": 16,
          "reduced": [
            7
          ],
          "superReduced": 3,
          "parking": 13,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ],
          "note": "Befristete Senkung um einen Prozentpunkt; Standardsatz nach TEDB-Historie, die übrigen Sätze nur nach ibericode."
        },
        {
          "validFrom": "2024-01-01",
          "validTo": null,
          "standard": 17,
          "reduced": [
            8
          ],
          "superReduced": 3,
          "parking": 14,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "LV": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 21,
          "reduced": [
            5,
            12
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "MT": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": "2023-12-31",
          "standard": 18,
          "reduced": [
            5,
            7
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-recorded-2024",
            "ibericode"
          ]
        },
        {
          "validFrom": "2024-01-01",
          "validTo": null,
          "standard": 18,
          "reduced": [
            5,
            7
          ],
          "superReduced": null,
          "parking": 12,
          "sources": [
            "tedb-mirror",
            "tedb-recorded-2024",
            "mt-12"
          ],
          "note": "Zwischensatz 12 % seit 01.01.2024 (Legal Notice 231 of 2023) für vier Dienstleistungen, u. a. Verwahrung und Verwaltung von Wertpapieren; TEDB führt ihn als Zwischensatz, ibericode nicht."
        }
      ],
      "regionalRates": []
    },
    "NL": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 21,
          "reduced": [
            9
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "PL": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 23,
          "reduced": [
            5,
            8
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ],
          "note": "TEDB führt 8 % auch als stark ermäßigten Satz; hier wie bei ibericode als ermäßigter Satz."
        }
      ],
      "regionalRates": []
    },
    "PT": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 23,
          "reduced": [
            6,
            13
          ],
          "superReduced": null,
          "parking": 13,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ],
          "note": "TEDB meldet zusätzlich die Sätze der Azoren und Madeiras (16 %, 22 % …) und 6 % auch als stark ermäßigten Satz."
        }
      ],
      "regionalRates": [
        16,
        22
      ]
    },
    "RO": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": "2025-07-31",
          "standard": 19,
          "reduced": [
            5,
            9
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        },
        {
          "validFrom": "2025-08-01",
          "validTo": null,
          "standard": 21,
          "reduced": [
            11
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "SE": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 25,
          "reduced": [
            6,
            12
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "SI": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 22,
          "reduced": [
            5,
            9.5
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "SK": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": "2022-12-31",
          "standard": 20,
          "reduced": [
            10
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        },
        {
          "validFrom": "2023-01-01",
          "validTo": "2024-12-31",
          "standard": 20,
          "reduced": [
            5,
            10
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "sk-5",
            "tedb-recorded-2024"
          ],
          "note": "5 % seit 01.01.2023 nur für Lieferung, Renovierung und Umbau von Gebäuden des staatlich geförderten Mietwohnungsbaus (§ 27 Abs. 3 des Gesetzes Nr. 222/2004 Z. z.); TEDB führt ihn erst ab der Antwort für den 01.07.2023."
        },
        {
          "validFrom": "2025-01-01",
          "validTo": null,
          "standard": 23,
          "reduced": [
            5,
            19
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "tedb-mirror",
            "ibericode"
          ]
        }
      ],
      "regionalRates": []
    },
    "XI": {
      "periods": [
        {
          "validFrom": "2021-07-01",
          "validTo": null,
          "standard": 20,
          "reduced": [
            5
          ],
          "superReduced": null,
          "parking": null,
          "sources": [
            "ibericode"
          ],
          "note": "Nordirland (Waren): Sätze des Vereinigten Königreichs; TEDB führt XI nicht. Quelle: ibericode (GB)."
        }
      ],
      "regionalRates": []
    }
  }
}
