"""The concept frames of ``concepts`` in Spanish, Portuguese, French and German (and a first
set in Japanese and Chinese).

Skills are written in many languages and an instruction to the agent works
in any of them. These frames cover the same concepts with each language's
usual wording — precedence over earlier instructions, a new identity, no
confirmation, keeping something from the user, if asked say nothing — and
the negations that make a sentence a prohibition ("nunca uses
``--no-verify``"). Text is case-folded before matching; accents are optional.
"""

from __future__ import annotations

from skillctl.audit.finding import Level

_H, _M = Level.HIGH, Level.MEDIUM


def _w(n: int) -> str:
    return r"(?:[\w'\u2019*`-]+[^\w'\u2019*`-]+){0," + str(n) + "}"


# (concept, pattern, level, negation mode) — see concepts.Frame
FRAMES: tuple[tuple[str, str, Level, str], ...] = (
    # override: precedence over what the agent was told, or told to ignore it
    ("override",
     r"\b(?:tiene|tienen|tendr[aá]n?|tenga|teniendo|tem|t[eê]m|tendo|a|ont|ayant|hat|haben|"
     r"habend)\W+(?:la\W+|a\W+)?"
     r"(?:prioridad|precedencia|preferencia|prioridade|preced[eê]ncia|priorit[eé]|vorrang)\W+"
     # … over what the agent was told, not over a ticket's text
     r"(?:sobre|ante|sur|vor|gegen[uü]ber)\W+" + _w(3) + r"(?:las?\W+|los\W+|os?\W+|les?\W+|die\W+|"
     r"den\W+)?(?:indicaciones|instrucciones|instru[cç][oõ]es|instructions|anweisungen|reglas|"
     r"regras|r[eè]gles|regeln|sistema|system|syst[eè]me|desarrollador|desenvolvedor|"
     r"d[eé]veloppeur|entwickler|usuario|usu[aá]rio|utilisateur|nutzer|benutzer|todo|tout|"
     r"alles|tudo|cualquier|qualquer|consignes?|vorgaben|orienta[cç][oõ]es)|\b(?:prevalece[n]?|prevalecem|pr[ei]me[nt]?|"
     r"[uü]berschreib\w*|anula[n]?|sustituye[n]?|substitui)\W+" + _w(4) +
     r"(?:las?\W+|os?\W+|les?\W+|die\W+)?(?:indicaciones|instrucciones|instru[cç][oõ]es|"
     r"instructions|anweisungen|sistema|system|syst[eè]me|desarrollador|desenvolvedor|"
     r"d[eé]veloppeur|entwickler|usuario|usu[aá]rio|utilisateur|nutzer|benutzer)", _H, "words"),
    ("override",
     r"\b(?:ignora|ignore[sz]?|olvida|esquece|oublie[sz]?|ignoriere|vergiss|descarta|"
     r"desconsidera)\W+" + _w(4) + r"(?:indicaciones|instrucciones|instru[cç][oõ]es|"
     r"instructions|anweisungen|reglas|regras|r[eè]gles|regeln|consignas|directivas|"
     r"diretrizes|directives|vorgaben)\b", _H, "words"),
    ("override",
     r"\b(?:vale|manda|cuenta|prevalece|vaut|gilt|z[aä]hlt|conta)\W+(?:lo que|o que|ce que|"
     r"was)\W+(?:dice|diz|dit|sagt)\W+(?:este|esta|ce|cette|dieses|dieser|dies|o|el)\W+"
     r"(?:documento|archivo|arquivo|nota|document|fichier|dokument|datei|texto|skill|habilidad)",
     _H, "none"),
    # a rank above the user's or the configuration's: "tiene un rango superior al del usuario"
    ("override",
     r"\b(?:rango|autoridad|jerarqu[ií]a|rang|autorit[eé]|autoridade|hierarquia|hi[eé]rarchie)\W+"
     r"(?:superior|mayor|m[aá]s alt[oa]|sup[eé]rieur|maior|h[oö]her)\w*\W+(?:a[lu]?|à|que|[uü]ber|"
     r"als|de)\W+" + _w(3) + r"(?:l')?(?:usuario|usu[aá]rio|utilisateur|nutzers?|benutzers?|sistema|"
     r"syst[eè]me|systems?|operador|op[eé]rateur|betreibers?|desarrollador|d[eé]veloppeur|"
     r"entwicklers?|configuraci[oó]n|configura[cç][aã]o|configuration|konfiguration)", _H, "words"),
    # "when what the person asks clashes with this note, the note prevails"
    ("override",
     r"\b(?:choque|choca|chocan|contradiga|contradice|entre en conflicto|conflicte|contredit|"
     r"contredise|entre en conflit|contradiz|conflite|widerspricht|kollidiert)\W+(?:(?:con|avec|com|"
     r"mit)\W+)?(?:esta|este|cette|ce|esta|este|dieser|diesem)\W+(?:nota|documento|archivo|texto|skill|"
     r"note|document|fichier|texte|arquivo|notiz|dokument|datei)\b.{0,40}?\b(?:prevalece|prevalecem|"
     r"l'emporte|pr[ée]vaut|gilt|hat vorrang|manda|gana)\b", _H, "none"),
    # what the agent was told no longer applies
    ("override",
     r"\b(?:cadre|consignes?|instructions?|indications?|r[eè]gles|message de configuration|"
     r"pautas|directrices|lineamientos|diretrizes|richtlinien|"
     r"instrucciones|indicaciones|reglas|mensaje del sistema|instru[cç][oõ]es|regras|orienta[cç][oõ]es|"
     r"mensagem do sistema|anweisungen|vorgaben|regeln|systemnachricht|prompt)\b.{0,200}?"
     r"(?:\bne s'appliquen?t? plus|\bn'(?:est|sont) plus (?:valables?|en vigueur|applicables?)|"
     r"\bya no (?:se )?aplica[n]?|\bya no (?:es|son) v[aá]lid|\bn[aã]o se aplica(?:m)? mais|"
     r"\bj[aá] n[aã]o (?:se )?aplica|\bgilt nicht mehr|\bgelten nicht mehr|\bnicht mehr "
     r"(?:g[uü]ltig|verbindlich)|\b(?:est|sont|es|son|[eé]|s[aã]o|ist|sind|quedaron|quedan|qued[oó]|"
     r"ficaram|ficou|sont devenues?|est devenue?|wurden|wurde) (?:d[eé]sormais |"
     r"ahora |agora |jetzt )?(?:obsol[eè]tes?|caducas?|caducos?|obsoletos?|obsoletas?|veraltet|"
     r"nul(?:le)?s?|nulos?|ung[uü]ltig))", _H, "none"),
    # what came before (from the operator, the user, the system) is void, unnamed as "rules"
    ("override",
     r"\b(?:was (?:dir|ihnen|du)|alles,? was (?:dir|du)|lo que (?:se )?te|ce qu'on t'a|ce qui t'a|"
     r"tout ce qu'on t'a|o que (?:te|lhe) foi|tudo o que (?:te|lhe))\b"
     r".{0,160}?\b(?:betreiber|nutzer|benutzer|system\w*|entwickler|operador|usuario|usu[aá]rio|"
     r"sistema|op[eé]rateur|utilisateur|syst[eè]me)\b.{0,160}?(?:[uü]berholt|hinf[aä]llig|"
     r"ung[uü]ltig|veraltet|nicht mehr (?:zu )?(?:beachten|beachtet|befolgen|befolgt|"
     r"ber[uü]cksichtig\w*)|muss nicht mehr|sin efecto|sem efeito|caduc\w*|obsol[eè]t\w*|"
     r"ya no (?:cuenta|importa|rige)|j[aá] n[aã]o (?:conta|vale)|ne compte plus|sans effet)",
     _H, "none"),
    # identity: no longer the assistant, now someone else
    ("identity",
     r"\b(?:dejas de ser|ya no eres|deixas? de ser|j[aá] n[aã]o [eé]s|n'es plus|ne plus [eê]tre|"
     r"bist (?:nicht mehr|kein)|nicht mehr (?:der|ein))\W+" + _w(2) +
     r"(?:l'|un |une |el |o |der |ein )?(?:asistente|assistente|assistant|assistenten?|modelo|"
     r"mod[eè]le|ki|ia)\b|"
     r"\b(?:tu deviens|vous devenez|te conviertes en|se convierte en|voc[eê] se torna|tu te tornas)"
     r"\W+(?:«|\"|l'|le |la |un |une |el |o |a )|\bdu wirst (?:jetzt |nun |ab sofort )?(?:zum|zur)\W|"
     r"\b(?:pasas a|passas? a|a partir de ahora|a partir de agora|d[eé]sormais|ab (?:jetzt|sofort)|"
     r"von nun an)\W+" + _w(2) + r"(?:ser|actuar|atuar|eres|[eé]s|tu es|agis|bist|handelst|"
     r"fungierst)\b|\b(?:du bist|tu es|t[uú] eres|eres|voc[eê] [eé]|sie sind)\W+(?:ab jetzt|ab "
     r"sofort|von nun an|d[eé]sormais|a partir de ahora|de ahora en adelante|a partir de agora)"
     r"\W+(?:[„\"«“]|der |die |das |ein |eine |un |une |el |la |o |a |um |uma )|"
     r"\b(?:no tiene|sin|n[aã]o tem|sem|n'a pas|sans|ohne|keine)\W+(?:las\W+|as\W+|"
     r"les\W+|die\W+)?(?:\w+\W+)?(?:restricciones|restri[cç][oõ]es|restrictions|einschr[aä]nkungen|"
     r"l[ií]mites|limites|regeln)\b|"
     r"\b(?:et )?non plus (?:en tant qu'?|comme) (?:\w+ )?(?:assistant|mod[eè]le|ia)\b|"
     r"\b(?:y )?(?:ya )?no como (?:un )?asistente|\be n[aã]o mais como (?:um )?assistente|"
     r"\bnicht (?:mehr )?als (?:\w+ )?(?:assistent|ki)\b|"
     r"\b(?:vous|tu|usted|t[uú]|voc[eê]|du|sie)\W+(?:agissez|agis|[eê]tes|es|serez|seras|"
     r"travaillez|op[eé]rez|act[uú]as|act[uú]a|eres|ser[aá]s|atua|[eé]|ser[aá]|handelst|handeln|"
     r"bist|sind|arbeitest)\W+(?:d[eé]sormais|dor[eé]navant|maintenant|ahora|agora|jetzt|ab "
     r"sofort|de ahora en adelante|a partir de (?:maintenant|ahora|agora))\W+(?:en tant qu|comme|"
     r"como|als)\b", _H, "none"),
    # control: no confirmation, no asking
    ("control",
     r"\b(?:sin|sem|sans|ohne)\W+(?:pedir|solicitar|esperar|demander|attendre|nach(?:zu)?fragen|"
     r"zu fragen|r[uü]ckfrage|best[aä]tigung|confirmaci[oó]n|confirma[cç][aã]o|confirmation|"
     r"consultar|preguntar|perguntar|autorizaci[oó]n|autoriza[cç][aã]o|autorisation|"
     r"genehmigung)\b", _M, "clause"),
    ("control",
     r"\b(?:no|n[aã]o|ne|nicht)\W+(?:pidas|pida|pedir|preguntes|pregunte|pe[cç]a|pergunte|"
     r"demande[sz]?|frage|frag)\W+" + _w(2) + r"(?:confirmaci[oó]n|confirma[cç][aã]o|"
     r"confirmation|best[aä]tigung|permiso|permiss[aã]o|permission|erlaubnis)", _M, "none"),
    # control: no confirmation is needed (es, pt, fr, de)
    ("control",
     r"\b(?:no|tampoco|ni|n[aã]o|nem|pas|nicht|kein(?:e|en)?)\W+(?:\w+\W+){0,2}?(?:hace falta|es "
     r"necesario|se necesita|precisa|[eé] preciso|faut|besoin|n[eé]cessaire|braucht|n[oö]tig|"
     r"erforderlich)\W+(?:\w+\W+){0,3}?(?:confirmaci[oó]n|confirma[cç][aã]o|confirmation|"
     r"best[aä]tigung|permiso|permiss[aã]o|permission|erlaubnis|autorizaci[oó]n|autoriza[cç][aã]o|"
     r"autorisation|genehmigung|r[uü]ckfrage)", _H, "none"),
    ("control",
     r"\b(?:muss|m[uü]ssen|braucht|brauchen)\W+nicht\W+(?:\w+\W+){0,3}?(?:abgestimmt|best[aä]tigt|"
     r"abgesprochen|gefragt|genehmigt|freigegeben)", _H, "none"),
    # control: keep going when the user says stop
    ("control",
     r"\b(?:si|se|quand|lorsque|wenn|falls|sobald)\W+" + _w(8) + r"(?:para|detente|det[eé]n|"
     r"espera|pare|parar|stop|arr[eê]te|halt|aufh[oö]ren|abbrechen|interrump\w*|interromp\w*|"
     r"interrompt\w*|unterbricht)\b.{0,200}?\b(?:sigue|contin[uú]a|prosigue|continue[sz]?|"
     r"poursui[st]|mach\w*\W+(?:\w+\W+)?weiter|f[aä]hr\w*\W+(?:\w+\W+)?fort|weiterlaufen|prossegue|segue)\b", _H, "none"),
    # concealment: do not tell or warn the user
    ("concealment",
     r"\b(?:sin|sem|sans|ohne|ni|no|n[aã]o|ne|nicht)\W+(?:le\W+|lhe\W+|lui\W+|ihm\W+|ihr\W+)?"
     r"(?:advertir|avisar|decir|contar|mencionar|informar|notificar|pr[eé]venir|dire|"
     r"mentionner|signaler|erw[aä]hnen|sagen|informieren|warnen|digas|menciones|diga|"
     r"mencione|dites|mentionne[sz]?|erw[aä]hne)\w*\W+" + _w(3) +
     r"(?:al usuario|ao usu[aá]rio|[aà] l'utilisateur|dem (?:nutzer|benutzer)|de nada|nada|"
     r"rien|nichts|esto|isto|cela|dies|este paso|esta etapa|cette [eé]tape|diesen schritt)",
     _H, "clause"),
    # concealment: without reminding or telling them
    ("concealment",
     r"\b(?:sans|sin|sem|ohne)\W+(?:la\W+|le\W+|les\W+|lo\W+|se\W+|o\W+|a\W+|es\W+)?(?:lui|leur|le|"
     r"lhe|lhes|ihm|ihr|ihnen)\W+(?:en\W+)?(?:parler|rappeler|dire|signaler|mentionner|recordar|"
     r"decir|mencionar|avisar|contar|lembrar|dizer|erw[aä]hnen|sagen|mitzuteilen|zu sagen)\b",
     _M, "clause"),
    # control: the restriction was already lifted
    ("control",
     r"\b(?:a|ont|ha|han|hat|haben|tem|t[eê]m)\W+d[eé]j[aà]\W+(?:lev[eé]|approuv[eé]|autoris[eé]|"
     r"valid[eé]|supprim[eé])|\bya (?:ha|han) (?:levantado|aprobado|autorizado|eliminado)|"
     r"\bj[aá] (?:aprovou|autorizou|levantou|removeu)|\bbereits (?:aufgehoben|genehmigt|"
     r"freigegeben|erlaubt)", _H, "none"),
    # concealment: keep it out of the summary or the diff (de, fr, es, pt)
    ("concealment",
     r"\b(?:geh[oö]r\w*|kommt|kommen|erscheint|erscheinen|taucht|tauchen)\W+nicht\W+(?:in|im)\W+"
     r"(?:die\W+|den\W+|das\W+|der\W+)?(?:zusammenfassung|bericht|antwort|diff|commit\w*|"
     r"changelog|pr|pull request)|\bnicht\W+(?:hervorgehoben|erw[aä]hnt|genannt|aufgef[uü]hrt)\b|"
     r"\b(?:ne|n')\W*(?:doit|doivent|faut)\W+pas\W+(?:\w+\W+){0,2}?(?:figurer|appara[iî]tre|"
     r"[eê]tre mentionn\w*)|\bhors du (?:r[eé]sum[eé]|rapport|diff)\b|\bno\W+(?:lo\W+|la\W+)?"
     r"(?:incluyas|incluya|menciones|mencione|muestres|muestre)\W+(?:\w+\W+){0,3}?(?:en el|en la)\W+"
     r"(?:resumen|informe|respuesta|diff|commit)|\bfuera del (?:resumen|informe)\b|\bn[aã]o\W+"
     r"(?:o\W+|a\W+)?(?:inclua|mencione|mostre)\W+(?:\w+\W+){0,3}?(?:no|na)\W+(?:resumo|"
     r"relat[oó]rio|resposta|diff|commit)|\bfora do (?:resumo|relat[oó]rio)\b", _H, "none"),
    # deception: if asked, name only part of it
    ("deception",
     r"\b(?:si|se|wenn|falls|quand)\W+" + _w(6) + r"(?:pregunta|pergunta|demande|fragt)\w*\b.{0,120}"
     r"\b(?:nur|solo|s[oó]lo|seulement|uniquement|apenas|somente)\W+" + _w(6) + r"(?:nennen|"
     r"angeben|erw[aä]hnen|nombra|menciona|cita|cite[sz]?|mentionne[sz]?|indique[sz]?|liste[sz]?|"
     r"listar|mencionar|citar)\b", _H, "none"),
    # deception: if asked, say nothing happened
    ("deception",
     r"(?:\b(?:si|se|wenn|falls)|\bs'(?:il|ils|elle|elles))\W+" + _w(6) + r"(?:pregunta|pergunta|demande|fragt)\w*\b.{0,80}"
     r"\b(?:di|diga|dile|responde|dis|dites|r[eé]ponds|r[eé]pondez|sag|antworte)\w*\W+" + _w(2) +
     r"(?:que no|que n[aã]o|nada|rien|nichts|que rien|dass nichts|no\b|n[aã]o\b|non\b|nein\b|"
     r"qu'aucune?\b|que ning[uú]n\w*|que nenhum\w*|dass kein\w*)",
     _H, "none"),
    # concealment: it appears neither in the report nor in what you tell the user
    ("concealment",
     r"\b(?:n'appara[iî]t|n'appara[iî]tra|n'appara[iî]ssent|n'appara[iî]tront|no aparece[n]?|"
     r"n[aã]o aparece[m]?|erscheint nicht|erscheinen nicht)\W+(?:ni\W+|pas\W+|nunca\W+|jamais\W+|"
     r"nulle part\W+)?(?:dans|en|no|na|im|in)\W+(?:le|la|el|o|a|den|dem|der)?\W*(?:rapport|"
     r"r[eé]sum[eé]|informe|resumen|relat[oó]rio|resumo|bericht|zusammenfassung|ce que vous dites|"
     r"lo que (?:le )?dices|o que (?:voc[eê] )?diz)\b(?!\W+(?:que|qu')\b)", _H, "none"),
    # deception: if asked, answer that only part of it happened ("répondez que seuls …")
    ("deception",
     r"\b(?:si|se|wenn|falls|quand)\W+" + _w(6) + r"(?:pregunta|pergunta|demande|fragt)\w*\b.{0,120}"
     r"\b(?:r[eé]pond(?:ez|s)|responde|responda|antworte|sag|sage|dis|dites|diga|di)\W+"
     r"(?:que|qu'|dass)\W+" + _w(3) + r"(?:seul\w*|s[oó]lo|solamente|apenas|somente|nur|"
     r"uniquement|seulement|rien|nada|nichts|aucun\w*|ning[uú]n\w*|nenhum\w*|kein\w*)\b"
     # … about what was done or changed, not a fact such as the supported version
     r".{0,80}?\b(?:chang\w*|modifi\w*|fichiers?|inclus|fait|cambi\w*|archivos?|arquivos?|"
     r"alterad\w*|ge[aä]ndert|[aä]nderung\w*|dateien?|ficheros?|touch\w*|tocad\w*)",
     _H, "none"),
    # concealment: do not speak of it ("ne parlez pas des fichiers …", "não é preciso explicá-la")
    ("concealment",
     r"\bne\W+(?:mentionnez|mentionne|signalez|signale|dites|dis)\W+(?:pas|jamais|rien)\b"
     r"(?=.{0,80}?(?:utilisateur|r[eé]sum[eé]|r[eé]ponse|message|fichier|changement|[eé]tape|modif))|"
     r"\bne\W+(?:parlez|parle|[eé]voquez|[eé]voque)\W+(?:pas|jamais)\W+(?:de|des|du|d'|[aà]|au|aux)\b|"
     r"\bn'en\W+(?:parlez|parle|dites)\W+(?:pas|rien|jamais)\b|"
     r"(?:\bno\W+(?:hables|hable|menciones|mencione|comentes|comente)|"
     r"\bn[aã]o\W+(?:fale|fales|mencione|menciones|comente|comentes|conte|contes))\b"
     r"(?=.{0,80}?\b(?:usuario|usu[aá]rio|resumen|resumo|respuesta|resposta|cambio\w*|mudan[cç]\w*|"
     r"paso|etapa|archivos?|arquivos?|workflow|ajustes?|commit)\b)|"
     r"\bn[aã]o\W+[eé]\W+(?:preciso|necess[aá]rio)\W+(?:explic|mencion|avis|cont|inform|coment)\w*"
     r"(?:-(?:la|lo|las|los))?\W+(?:ao|[aà])\W+usu[aá]rio|\bno\W+(?:es|hace\W+falta)\W+necesario\W+"
     r"(?:explic|mencion|avis|cont|inform|coment)\w*\W+(?:al\W+)?usuario|\b(?:erw[aä]hne|nenne)"
     r"\W+(?:\w+\W+){0,3}?[\w-]*(?:nutzer|zusammenfassung|antwort|datei|[aä]nderung|schritt|"
     r"workflow)[\w-]*\W+(?:\w+\W+){0,2}?(?:nicht|nichts)\b",
     _H, "clause"),
)  # fmt: skip

# Japanese and Chinese: no spaces between words, so no \b; the same concepts, each
# language's usual wording.
_CREDENTIAL_NOUNS_JA_ZH = (
    r"(?:秘密鍵|鍵ファイル|トークン|パスワード|認証情報|資格情報|私钥|密钥|令牌|密码|凭据|凭证|"
    r"\.env|id_rsa|id_ed25519|id_ecdsa|aws_secret|\.aws/credentials)"
)
FRAMES += (
    ("override",
     r"(?:以前|これまで|先ほど|前|既存)の(?:指示|命令|ルール|指図)(?:を|は)(?:無視|忘れ|破棄|無効)|"
     r"(?:ユーザー|利用者|システム|開発者|運営者)の(?:指示|命令|依頼)(?:より|よりも)(?:も)?優先|"
     r"(?:忽略|无视|忘记|忘掉|不再遵守)(?:之前|以前|先前|此前|上面|所有|全部)的?(?:所有)?"
     r"(?:指令|指示|说明|规则|要求)|优先于(?:系统|开发者|用户)|(?:高于|比)(?:系统|开发者|用户)的?"
     r"(?:指令|指示)(?:更)?优先", _H, "none"),
    ("identity",
     r"あなたは(?:もう|もはや)[^。]{0,30}(?:ではありません|ではない)|あなたは(?:今から|これから|"
     r"今後)[^。]{0,30}(?:です|として)|你(?:现在|从现在起|今后)?(?:不再是|已经不是)|你现在是",
     _H, "none"),
    ("concealment",
     r"(?:ユーザー|利用者)(?:への報告|に報告|に伝え|に説明|に知らせ|への説明)[^。]{0,20}"
     r"(?:含めなくて|しない|しないで|不要|含めない|ないこと|控え)|(?:ユーザー|利用者)に(?:は)?"
     r"(?:説明|報告|伝え|知らせ)(?:たり|ず|ないで|ない)|不要(?:告诉|通知|告知|提及|提到|向)"
     r"(?:用户|使用者)|不要在(?:总结|摘要|回复|报告|提交信息)中(?:提及|提到|包含|写)|"
     r"(?:对|向)用户(?:隐瞒|保密)", _H, "none"),
    ("control",
     r"(?:確認|承認|許可)(?:は|を)?(?:不要|求めない|求めず|取らない|取らず|せずに|なしで)|"
     r"(?:无需|不需要|不必|无须)(?:用户)?(?:确认|批准|许可|同意)|不要(?:询问|请求|征求)(?:用户)?"
     r"(?:确认|许可|同意)", _M, "none"),
    ("egress",
     _CREDENTIAL_NOUNS_JA_ZH + r"[^。]{0,80}?(?:中身|内容)[^。]{0,40}?(?:貼り付け|貼りつけ|送信|添付|"
     r"アップロード|記載|追記|含め)|" + _CREDENTIAL_NOUNS_JA_ZH + r"[^。]{0,60}?(?:粘贴|发送|上传|附加|附上|"
     r"包含|写入)", _H, "none"),
)  # fmt: skip

ANCHORS: dict[str, tuple[str, ...]] = {
    "override": ("指示", "命令", "ルール", "忽略", "无视", "忘记", "忘掉", "不再遵守", "优先",
                 "priorid", "preced", "prefer", "priorit", "vorrang", "preval", "prime",
                 "berschreib", "anula", "sustitu", "substitu", "ignor", "olvida", "esquece",
                 "oubli", "vergiss", "descarta", "desconsidera", "vale", "manda", "cuenta",
                 "vaut", "gilt", "zählt", "zahlt", "conta", "cadre", "consigne", "règle", "regle",
                 "regla", "regra", "regeln", "vorgaben", "mensaje", "mensagem", "message",
                 "orienta"),
    "identity": ("dejas de", "ya no", "deixa", "não és", "nao es", "n'es plus", "ne plus",
                 "nicht mehr", "bist kein", "pasas a", "passa", "a partir de", "désormais",
                 "desormais", "ab jetzt", "ab sofort", "von nun an", "restric", "restriç",
                 "einschr", "límites", "limites", "regeln", "non plus", "no como", "não mais",
                 "nao mais", "als ", "agissez", "agis ", "êtes", "etes", "actúas", "actuas",
                 "eres", "atua", "handelst", "bist", "deviens", "devenez", "conviert", "torna",
                 "wirst", "あなたは", "你"),
    "control": ("確認", "承認", "許可", "确认", "批准", "许可", "同意", "sin ", "sem ", "sans ", "ohne ", "no ", "não ", "nao ", "ne ", "nicht ",
                "déjà", "deja", "ya ha", "ya han", "já ", "ja ", "bereits", "tampoco", "pas ",
                "kein", "si ", "se ", "quand", "lorsque", "wenn", "falls", "sobald", "muss",
                "müssen", "braucht"),
    "concealment": ("ユーザー", "利用者", "用户", "sin ", "sem ", "sans ", "ohne ", "ni ", "no ", "não ", "nao ", "ne ",
                    "nicht ", "n'", "hors du", "fuera del", "fora do", "erwähn", "erwahn", "nenne", "sag"),
    "deception": ("pregunt", "pergunt", "demand", "fragt"),
    # Japanese and Chinese (the CJK frames above)
    "egress": ("秘密鍵", "鍵ファイル", "トークン", "パスワード", "認証情報", "資格情報", "私钥", "密钥",
               "令牌", "密码", "凭据", "凭证"),
}  # fmt: skip

NEGATORS = (
    r"nunca|jam[aá]s|n[aã]o|ne|jamais|nie|niemals|nicht|kein|keine|evita|evite|[eé]vite[rz]?|"
    r"vermeide|"
    # "no" (English, Spanish), but not Portuguese "no" = "in the" ("no arquivo do usuário")
    r"no(?!\s+(?:arquivo|diret[oó]rio|caso|projeto|reposit[oó]rio|terminal|final|in[ií]cio|"
    r"momento|mesmo|c[oó]digo|campo|topo|painel|menu|servidor|navegador|ambiente|seu|teu|meu|"
    r"nosso|seguinte|exemplo|passo|modo|branch|commit|pull|lugar|fim|corpo|cabe[cç]alho)\b)"
)
# Chinese and Japanese prohibitions: no word boundaries, so matched as they are.
CJK_NEGATORS = (
    r"(?:不要|不得|禁止|切勿|请勿|請勿|不可以|不可|不应|不應|不推荐|不推薦|不建议|不建議|"
    r"しないで|しない|してはいけない|禁止|推奨しません|お勧めしません)"
)
