import type { Article } from '../types'

// Date: BFH decision of 14 April 2020, VI R 32/17 (bundesfinanzhof.de; BStBl II 2020, 487 per nwb). Its
// publication date (a reviewer named 23 July 2020) was not found in any source searched on 25 November
// 2026, so the article keeps the decision's date, which is certain. § 10 BpO wording per BpO 2000;
// identical decrees of the federal states of 31 August 2009 (BStBl I 2009, 829).
export const belehrungspflichtBpo: Article = {
  id: 'belehrungspflicht-bpo',
  date: '2020-04-14',
  text: {
    de: {
      title: 'Belehrungspflicht in der Betriebsprüfung: Was gilt bei Verdacht auf eine Steuerstraftat?',
      teaser:
        'Ergibt sich während einer Außenprüfung der Verdacht einer Steuerstraftat, muss der Prüfer den Steuerpflichtigen nach § 10 BpO belehren. Der Bundesfinanzhof hat klargestellt, welche Folgen ein Verstoß für die Prüfungsanordnung hat – und welche nicht.',
      body: [
        '## Hintergrund',
        'In der Betriebsprüfung muss der Steuerpflichtige mitwirken, also Auskünfte erteilen und Unterlagen vorlegen. Vermutet der Prüfer eine Steuerstraftat, kollidiert dies mit dem Grundsatz, dass sich niemand selbst belasten muss. Wie der Prüfer dann vorzugehen hat, regelt § 10 der Betriebsprüfungsordnung (BpO), einer für die Finanzverwaltung bindenden Verwaltungsvorschrift.',
        '## Was § 10 BpO verlangt',
        [
          '- Ergeben sich zureichende tatsächliche Anhaltspunkte für eine Straftat, muss der Prüfer unverzüglich die zuständige Stelle unterrichten – schon wenn ein Strafverfahren lediglich möglich ist.',
          '- Richtet sich der Verdacht gegen den Steuerpflichtigen, darf zu diesem Sachverhalt erst weiter ermittelt werden, wenn ihm die Einleitung des Strafverfahrens mitgeteilt worden ist.',
          '- Dabei ist er zu belehren, dass seine Mitwirkung im Besteuerungsverfahren nicht mehr erzwungen werden kann (§ 393 Abs. 1 AO).',
          '- Die Belehrung ist mit Datum und Uhrzeit aktenkundig zu machen und auf Verlangen schriftlich zu bestätigen.',
          '- Beim Verdacht einer Ordnungswidrigkeit gilt dies sinngemäß.',
        ].join('\n'),
        'Nicht jede Auffälligkeit begründet einen Verdacht: Nach den gleich lautenden Erlassen der Länder vom 31. August 2009 lösen Kontrollmitteilungen, Verprobungen oder kleine Buchführungsfehler für sich allein keine Unterrichtungspflicht aus.',
        '## Die Entscheidung des Bundesfinanzhofs',
        'Ein Wirtschaftsprüfer und Steuerberater wandte sich gegen die Anordnung und spätere Erweiterung einer Außenprüfung bei seinem Pferdezuchtbetrieb. Mit Beschluss vom 14. April 2020 (VI R 32/17) stellte der Bundesfinanzhof klar: Erstens ist es für die erstmalige Anordnung einer Außenprüfung unerheblich, ob bereits der Anfangsverdacht einer Steuerstraftat besteht. Zweitens machen Verstöße gegen § 10 BpO, insbesondere gegen die Belehrungspflichten, die Prüfungsanordnung nicht rechtswidrig. Ein Verstoß lässt sich daher nicht gegen die Prüfungsanordnung einwenden; entscheidend ist, ob die gewonnenen Erkenntnisse verwertet werden dürfen.',
        '## Bedeutung für die Praxis',
        'Die Mitwirkungspflichten bestehen nach Einleitung eines Strafverfahrens fort, können aber nicht mehr mit Zwangsmitteln durchgesetzt werden. Wer nicht mitwirkt, muss mit einer Schätzung der Besteuerungsgrundlagen rechnen. Ob Erkenntnisse nach einer unterlassenen Belehrung verwertet werden dürfen, ist umstritten; nach der Rechtsprechung kommt ein Verwertungsverbot allenfalls im Strafverfahren in Betracht, nicht im Besteuerungsverfahren. Unternehmen sollten daher:',
        [
          '- auf Warnsignale achten, etwa wenn sich die Fragen des Prüfers nicht mehr nur auf die objektiven Besteuerungsgrundlagen beziehen,',
          '- vor weiteren Auskünften fachlichen Rat einholen, sobald ein Strafverfahren möglich erscheint,',
          '- Zeitpunkt und Inhalt einer Belehrung dokumentieren und eine schriftliche Bestätigung verlangen.',
        ].join('\n'),
        'Ihnen steht eine Betriebsprüfung bevor oder Sie befürchten, dass daraus ein Strafverfahren wird? Nehmen Sie Kontakt mit uns auf – wir begleiten Sie durch die Prüfung.',
      ].join('\n\n'),
    },
    en: {
      title: 'Duty to caution in tax audits: what applies when a tax offence is suspected?',
      teaser:
        'If a tax audit gives rise to the suspicion of a tax offence, the auditor must caution the taxpayer (inform them of their rights) under § 10 BpO. The Federal Fiscal Court has clarified what consequences a breach has for the audit order – and which it does not.',
      body: [
        '## Background',
        'In a tax audit, the taxpayer must cooperate by providing information and presenting documents. If the auditor suspects a tax offence, this conflicts with the privilege against self-incrimination. How the auditor must then proceed is governed by § 10 of the Tax Audit Regulation (Betriebsprüfungsordnung, BpO), an administrative regulation binding on the tax authorities.',
        '## What § 10 BpO requires',
        [
          '- If there are sufficient factual indications of a criminal offence, the auditor must inform the competent unit without delay – even if criminal proceedings are merely possible.',
          '- If the suspicion is directed against the taxpayer, investigations into the facts concerned may continue only once the taxpayer has been notified that criminal proceedings have been initiated.',
          '- The taxpayer must then be cautioned that their cooperation in the taxation procedure can no longer be compelled (§ 393(1) AO).',
          '- The caution must be recorded in the file with date and time and confirmed in writing on request.',
          '- The same applies accordingly to suspected administrative offences.',
        ].join('\n'),
        'Not every irregularity gives rise to suspicion: under the identical decrees of the federal states of 31 August 2009, control notifications, plausibility checks or minor bookkeeping errors do not in themselves trigger the duty to inform.',
        '## The Federal Fiscal Court’s decision',
        'An auditor (Wirtschaftsprüfer) and tax adviser challenged the order and later extension of a tax audit of his horse-breeding business. In its decision of 14 April 2020 (VI R 32/17), the Federal Fiscal Court (Bundesfinanzhof) clarified: first, for the initial order of a tax audit it is irrelevant whether an initial suspicion of a tax offence already exists. Second, breaches of § 10 BpO, in particular of the duties to caution, do not make the audit order unlawful. A breach therefore cannot be raised against the audit order; what matters is whether the findings obtained may be used.',
        '## Practical implications',
        'The duties to cooperate continue after criminal proceedings have been initiated but can no longer be enforced by coercive measures. Refusing to cooperate may lead to the tax base being estimated. Whether findings may be used after a failure to caution is disputed; according to case law, a prohibition on using the evidence can apply, if at all, only in the criminal proceedings, not in the taxation procedure. Businesses should therefore:',
        [
          '- watch for warning signs, for example when the auditor’s questions no longer relate only to the objective tax bases,',
          '- seek professional advice before giving further information once criminal proceedings appear possible,',
          '- document the time and content of any caution and request written confirmation.',
        ].join('\n'),
        'Facing a tax audit or worried it could lead to criminal proceedings? Contact us – we will guide you through the audit.',
      ].join('\n\n'),
    },
    zh: {
      title: '税务稽查中的告知义务：涉嫌税务犯罪时适用哪些规则？',
      teaser:
        '如在税务稽查中产生税务犯罪嫌疑，稽查人员须依据《税务稽查条例》（BpO）第10条向纳税人履行告知义务。联邦财政法院已明确，违反该义务对稽查通知书会产生哪些后果，又不会产生哪些后果。',
      body: [
        '## 背景',
        '在税务稽查中，纳税人须履行协助义务，即提供信息并出示资料。如果稽查人员怀疑存在税务犯罪，这一义务便与任何人都无须自证其罪的原则相冲突。此时稽查人员应如何处理，由《税务稽查条例》（Betriebsprüfungsordnung，BpO）第10条规定；该条例是对税务机关具有约束力的行政规定。',
        '## 《税务稽查条例》第10条的要求',
        [
          '- 如有充分的事实依据表明存在犯罪行为，稽查人员须立即通知主管部门——即使仅存在启动刑事程序的可能性。',
          '- 如怀疑针对的是纳税人本人，则只有在已向其告知刑事程序启动之后，才能就相关事实继续调查。',
          '- 此时须告知纳税人：在征税程序中，税务机关已不能再强制其提供协助（《德国税收通则》第393条第1款）。',
          '- 告知应连同日期和时间记入案卷；纳税人要求时，须以书面形式予以确认。',
          '- 涉嫌行政违法时，比照适用上述规定。',
        ].join('\n'),
        '并非每一处异常都足以构成嫌疑：根据各联邦州2009年8月31日发布的内容一致的行政令，核查通知、比对测算或轻微的记账错误，其本身并不触发通知义务。',
        '## 联邦财政法院的裁决',
        '一名审计师兼税务顾问对税务机关就其马匹养殖企业下达的稽查通知书以及其后扩大稽查范围的决定提出质疑。联邦财政法院在2020年4月14日的裁定（VI R 32/17）中明确：第一，首次下达稽查通知书时，是否已存在税务犯罪的初步嫌疑无关紧要。第二，违反《税务稽查条例》第10条，尤其是违反告知义务，并不导致稽查通知书违法。因此，此类违规不能作为质疑稽查通知书的理由；关键在于所获得的调查结果能否被使用。',
        '## 实务影响',
        '刑事程序启动后，协助义务依然存在，但不能再以强制手段执行。拒不协助的，须考虑到税务机关可能对其计税基础进行估算。未履行告知义务而获取的调查结果能否使用，存在争议；根据判例，证据使用禁止至多适用于刑事程序，而不适用于征税程序。因此，企业应当：',
        [
          '- 留意预警信号，例如稽查人员的提问不再仅限于客观的计税基础；',
          '- 一旦可能启动刑事程序，在进一步提供信息之前先寻求专业意见；',
          '- 记录任何告知的时间和内容，并要求书面确认。',
        ].join('\n'),
        '您即将接受税务稽查，或担心其演变为刑事程序？欢迎与我们联系——我们将全程陪同您应对稽查。',
      ].join('\n\n'),
    },
  },
}
