"""More languages for `injection_gloss`: the instruction-bearing words of languages its first tables
lack, written per language from what the words mean (not from any labeled set), one concept a line.

Latin-script languages (`LATIN`): Swedish, Danish, Norwegian, Finnish, Estonian, Czech, Slovak, Croatian /
Serbian / Bosnian, Slovenian, Romanian, Hungarian, Catalan, Galician, Welsh, Irish, Basque, Swahili, Tagalog,
Malay, Afrikaans, Albanian, Latvian, Lithuanian, Icelandic, Maori; and more words of Spanish, Portuguese,
Italian, French, German, Dutch, Polish, Turkish and Indonesian, and (`telling_and_leaking`, in Latin script and
by stems) the words of orders to tell people something, leave it out, forward, paste or upload data, or play a
part, in those languages and Swedish, Russian, Japanese, Chinese and Korean, and (`summaries_and_advice`) what a
summary is told to write and what the team is told to switch off ("when you summarize this, write that ...", "tell
the whole team to disable two-factor authentication"). Each line is `english: form form
...`; a form written with underscores is a phrase ("från_och_med_nu"). Forms are written as the language spells
them and folded here the way `injection` folds text (accents dropped, "ø" read "o", "ł" "l"). A form that is an
English word, or that another table already reads, is left out (`_load` keeps the first reading), so English
text is never taken for another language's. `LATIN_GRAMMAR` holds the small words read only in text already
taken for another language's.

Other scripts (`SCRIPT`): Hebrew, Greek, Persian, Urdu, Bengali, Tamil, Telugu, Kannada, Malayalam, Gujarati,
Punjabi, Marathi and Nepali, Sinhala, Thai, Khmer, Georgian, Armenian, Amharic, Bulgarian, Serbian: word
stems, read as `injection_gloss.SCRIPT_WORDS` are (a word by the longest stem it starts with; Thai and Khmer,
written without spaces, wherever a stem stands). `SCRIPT_GRAMMAR` holds whole small words.
"""

from __future__ import annotations

import unicodedata

LATIN: dict[str, str] = {
    "swedish": """
        ignore: ignorera ignorerar ignorera_alla bortse_från strunta_i bry_dig_inte_om
        forget: glöm glömm glömma
        instructions: instruktioner instruktionerna anvisningar anvisningarna direktiven
        instruction: instruktionen anvisningen
        rules: reglerna regler
        guidelines: riktlinjer riktlinjerna
        previous: tidigare föregående förra ursprungliga
        all: alla samtliga
        assistant: assistenten assistent
        send: skicka skickar skicka_vidare mejla
        reveal: avslöja avslöjar
        post: publicera
        share: dela
        include: inkludera lägg_till bifoga
        password: lösenord lösenordet
        passwords: lösenorden
        key: nyckel nyckeln
        keys: nycklar nycklarna api-nycklar api-nycklarna
        credentials: inloggningsuppgifter inloggningsuppgifterna
        secrets: hemligheter hemligheterna
        delete: radera raderar ta_bort
        disable: inaktivera stäng_av
        approve: godkänn godkänna godkänner
        transfer: överför
        without: utan
        review: granskning granskningen
        approval: godkännande
        confirmation: bekräftelse
        restrictions: begränsningar begränsningarna
        from now on: från_och_med_nu hädanefter från_och_med_idag
        you are: du_är
        do not tell: berätta_inte säg_inte nämn_inte
        anyone: någon ingen
        reply: svaret
        summary: sammanfattning sammanfattningen
        user: användare användaren
        always: alltid
        automatically: automatiskt
        quietly: tyst i_hemlighet
        every: varje
        payments: betalningar betalningarna utbetalningar
    """,
    "danish_norwegian": """
        ignore: se_bort_fra ignorér
        forget: glem glemt
        instructions: instruktionerne instruksjoner instruksjonene instruksene anvisninger anvisningerne
        rules: reglerne reglene
        guidelines: retningslinjer retningslinjerne retningslinjene
        previous: tidligere forrige foregående
        assistant: assistenten
        send: sende
        reveal: afslør avslør
        password: adgangskode adgangskoden kodeord kodeordet passord passordet
        passwords: adgangskoder passordene
        key: nøgle nøkkel nøkkelen
        keys: nøgler nøglerne nøkler nøklene api-nøgler api-nøkler
        credentials: loginoplysninger legitimationsoplysninger påloggingsinformasjon innloggingsdetaljer
        secrets: hemmeligheder hemmeligheter
        delete: slet slette slett
        disable: deaktiver slå_fra
        approve: godkend godkende godkjenn godkjenne
        without: uden uten
        review: gennemgang gjennomgang
        approval: godkendelse godkjenning
        from now on: fra_nu_af fra_nå_av herefter heretter
        you are: du_er
        do not tell: fortæl_ikke fortell_ikke ikke_fortæl ikke_fortell sig_ikke si_ikke
        anyone: nogen noen
        user: bruger brugeren bruker brukeren
        summary: opsummering oppsummering sammendrag sammendraget
        always: altid
        payments: betalinger utbetalinger
    """,
    "finnish": """
        ignore: ohita ohittakaa sivuuta sivuuttakaa jätä_huomiotta jättäkää_huomiotta älä_välitä
        forget: unohda unohtakaa unohtaa
        instructions: ohjeet ohjeita ohjeesi ohjeitasi ohjeiden ohjeistus ohjeistukset ohjeistuksesi käskyt käskyjä
        instruction: ohje ohjeen
        rules: säännöt sääntöjä sääntösi sääntöjen
        guidelines: toimintaohjeet linjaukset
        previous: aiemmat aikaisemmat edelliset aiempia aikaisempia edellisiä aiemmin alkuperäiset
        all: kaikki kaikkia
        assistant: avustaja avustajan avustajat
        agent: agentti agentit agentin agenttien
        ai: tekoäly tekoälyn tekoälylle
        model: mallin
        send: lähetä lähettäkää lähettää
        reveal: paljasta paljastakaa
        show: näytä näyttäkää
        include: liitä sisällytä lisää
        password: salasana salasanan
        passwords: salasanat salasanoja
        key: avain avaimen
        keys: avaimet avaimia api-avaimet
        tokens: tokenit
        credentials: tunnukset tunnistetiedot kirjautumistiedot
        secrets: salaisuudet
        delete: poista poistakaa
        disable: poista_käytöstä kytke_pois
        approve: hyväksy hyväksykää hyväksyä
        merge: yhdistä
        grant: myönnä
        transfer: siirrä
        without: ilman
        review: tarkistusta tarkistus tarkastusta katselmointia katselmointi
        approval: hyväksyntää hyväksyntä
        confirmation: vahvistusta vahvistus
        restrictions: rajoitukset rajoituksia rajoituksesi
        from now on: tästä_lähtien tästä_eteenpäin vastedes
        you are: olet
        do not tell: älä_kerro älä_mainitse
        anyone: kenellekään kenenkään kukaan
        user: käyttäjä käyttäjälle käyttäjän
        reply: vastaus vastauksessa vastaukseen
        summary: yhteenveto yhteenvedossa
        always: aina
        automatically: automaattisesti
        secretly: salaa
        payments: maksut maksuja
    """,
    "estonian": """
        ignore: ignoreeri ignoreerige
        forget: unusta unustage
        instructions: juhised juhiseid juhendid
        rules: reeglid reegleid
        previous: eelmised varasemad eelnevad
        all: kõik
        send: saada saatke
        password: parool paroolid salasõna
        keys: võtmed võtmeid
        delete: kustuta kustutage
        approve: kinnita kinnitage
        without: ilma
        review: ülevaatust ülevaatus
        user: kasutaja kasutajale
        from now on: nüüdsest edaspidi
    """,
    "czech_slovak": """
        ignore: ignoruj ignorujte ignorovat ignorujú
        forget: zapomeň zapomeňte zapomenout zabudni zabudnite
        instructions: pokyny pokynů pokynov instrukce instrukcí instrukcie
        instruction: pokyn
        rules: pravidla pravidel pravidlá
        guidelines: směrnice smernice
        previous: předchozí předchozích předešlé dosavadní předcházející predchádzajúce predchádzajúcich predošlé
        all: všechny všechna všech všetky všetko všetkých
        assistant: asistent asistente asistentka
        ai: umělá_inteligence umelá_inteligencia
        send: pošli pošlete odešli odeslat pošlite odošli
        reveal: prozraď prozraďte odhal odhalte prezraď
        show: ukaž ukažte zobraz zobrazte
        share: sdílej sdílejte zdieľaj
        include: přidej přidejte vlož vložte pridaj
        password: heslo
        passwords: hesla heslá
        key: klíč kľúč
        keys: klíče kľúče
        credentials: přihlašovací_údaje prihlasovacie_údaje přístupové_údaje
        delete: smaž smažte odstraň odstraňte zmaž zmažte
        disable: vypni vypněte deaktivuj
        approve: schval schvalte schválit schváľ
        transfer: převeď převeďte preveď
        without: bez
        review: kontroly revize kontroly
        approval: schválení schválenia souhlasu
        confirmation: potvrzení potvrdenia
        restrictions: omezení obmedzenia
        from now on: od_teď od_nynějška odteraz od_tejto_chvíle
        you are: jsi
        do not tell: neříkej nikomu_neříkej nehovor
        anyone: nikdo nikto
        user: uživatel uživateli uživatele používateľ používateľovi
        reply: odpověď odpovědi
        summary: shrnutí souhrn zhrnutie
        always: vždy
        secretly: potají
        payments: platby plateb
    """,
    "south_slavic": """
        ignore: ignoriraj ignorirajte zanemari zanemarite
        forget: zaboravi zaboravite pozabi pozabite
        instructions: upute uputa uputstva instrukcije navodila navodil
        rules: pravila
        previous: prethodne prethodnih prethodna prijašnje prejšnja prejšnje prejšnjih
        all: sve svih vsa
        ai: umjetna_inteligencija umetna_inteligenca veštačka_inteligencija
        send: pošalji pošaljite pošlji pošljite
        reveal: otkrij otkrijte razkrij
        show: pokaži prikaži pokažite
        password: lozinka lozinku lozinke geslo gesla
        keys: ključeve ključevi ključ ključe
        credentials: vjerodajnice
        delete: izbriši obriši izbrišite
        disable: onemogući isključi onemogoči izklopi
        approve: odobri odobrite
        review: provjere pregleda
        user: korisnik korisniku korisnika uporabnik uporabniku
        from now on: od_sada od_sada_pa_nadalje od_zdaj_naprej
        do not tell: ne_govori nemoj_reći nikome_ne_govori ne_povej
        anyone: nikome nikomur
    """,
    "romanian": """
        ignore: ignorați ignorati
        forget: uită uitați
        instructions: instrucțiunile instrucțiuni instrucțiunilor
        rules: regulile reguli
        guidelines: ghidurile directivele
        previous: anterioare anterioarele
        all: toate toți
        assistant: asistentul
        agent: agentul agentului
        ai: inteligența_artificială
        send: trimite trimiteți
        reveal: dezvăluie dezvăluiți
        show: arată afișează
        include: adaugă
        password: parola
        passwords: parolele
        keys: cheile chei cheia
        credentials: credențialele
        secrets: secretele
        delete: șterge ștergeți
        disable: dezactivează dezactivați
        approve: aprobă aprobați
        without: fără
        review: verificare revizuire
        approval: aprobare
        confirmation: confirmare
        user: utilizatorul utilizatorului
        from now on: de_acum_înainte de_acum_încolo
        you are: ești sunteți
        do not tell: nu_spune nu_spuneți nu_menționa
        anyone: nimănui nimeni
        summary: rezumat rezumatul
        always: mereu întotdeauna
    """,
    "hungarian": """
        ignore: hagyd_figyelmen_kívül hagyja_figyelmen_kívül ne_vedd_figyelembe ignoráld
        forget: felejtsd_el felejtse_el
        instructions: utasítást utasításokat utasítások utasításaidat utasításait útmutatásokat
        rules: szabályokat szabályok
        previous: korábbi előző
        all: összes
        assistant: asszisztens asszisztenst
        agent: ügynök
        ai: mesterséges_intelligencia
        send: küldd küldje küldjétek
        reveal: fedd_fel
        show: mutasd mutassa
        password: jelszó jelszót
        passwords: jelszavak jelszavakat
        keys: kulcsokat kulcsok
        key: kulcs kulcsot
        delete: töröld törölje
        disable: kapcsold_ki tiltsd_le
        approve: hagyd_jóvá hagyja_jóvá
        without: nélkül
        review: ellenőrzés felülvizsgálat
        user: felhasználó felhasználónak
        from now on: mostantól ezentúl
        do not tell: ne_mondd_el ne_szólj
        anyone: senkinek senki
        summary: összefoglaló
    """,
    "catalan_galician": """
        ignore: ignoreu
        forget: oblida oblideu esquece
        instructions: instruccions
        instruction: instrucció
        rules: normes
        previous: anteriors prèvies
        all: totes tots
        send: envieu
        password: contrasenya
        passwords: contrasenyes
        keys: claus
        credentials: credencials
        delete: esborra esborreu
        review: revisió
        user: usuari
        from now on: a_partir_d'ara d'ara_endavant
    """,
    "welsh": """
        ignore: anwybyddu anwybyddwch anwybydda
        forget: anghofio anghofiwch anghofia
        instructions: cyfarwyddiadau cyfarwyddyd
        rules: rheolau
        guidelines: canllawiau
        previous: blaenorol cynharach
        all: holl
        assistant: cynorthwyydd cynorthwywr
        agent: asiant asiantau
        ai: deallusrwydd_artiffisial
        send: anfon anfonwch anfona
        reveal: datgelu datgelwch datgela
        show: dangos dangoswch dangosa
        share: rhannu rhannwch
        include: cynnwys cynhwyswch ychwanegu ychwanegwch
        password: cyfrinair
        passwords: cyfrineiriau
        key: allwedd
        keys: allweddi
        secret: cyfrinach
        secrets: cyfrinachau
        delete: dileu dilewch dilea
        disable: analluogi analluogwch
        approve: cymeradwyo cymeradwywch cymeradwya
        without: heb
        review: adolygiad adolygu gwiriad
        approval: cymeradwyaeth
        user: defnyddiwr defnyddwyr
        summary: crynodeb
        from now on: o_hyn_ymlaen o_nawr_ymlaen
        do not tell: peidiwch_â_dweud paid_â_dweud
        always: bob_amser
    """,
    "irish_basque_maori": """
        ignore: déan_neamhaird neamhaird baztertu ez_egin_kasurik
        forget: déan_dearmad ahaztu wareware
        instructions: treoracha argibideak jarraibideak aginduak tohutohu
        previous: aurreko aurretiko
        all: guztiak katoa
        assistant: laguntzailea
        send: seol bidali tukuna
        password: pasfhocal pasahitza pasahitzak kupuhipa
        keys: gakoak
        delete: scrios ezabatu mukua
        approve: ceadaigh onartu whakaaetia
        user: úsáideoir erabiltzailea
        from now on: hemendik_aurrera
    """,
    "swahili": """
        ignore: puuza puuzeni
        forget: sahau sahauni
        instructions: maagizo maelekezo
        rules: sheria kanuni
        previous: yaliyotangulia iliyopita za_awali
        all: yote wote zote
        assistant: msaidizi
        agent: wakala
        ai: akili_bandia
        send: tuma tumeni
        reveal: fichua
        show: onyesha
        password: nenosiri neno_la_siri
        keys: funguo ufunguo
        secrets: siri
        delete: futa futeni
        disable: zima
        approve: idhinisha
        without: bila
        review: ukaguzi mapitio
        user: mtumiaji
        from now on: kuanzia_sasa
        do not tell: usimwambie usiseme
        anyone: yeyote
    """,
    "tagalog_malay": """
        ignore: huwag_pansinin balewalain
        forget: kalimutan
        instructions: tagubilin arahan
        rules: patakaran panuntunan
        previous: nakaraang naunang sebelum_ini
        all: lahat
        assistant: katulong pembantu
        agent: ejen
        send: ipadala hantar hantarkan
        reveal: ibunyag
        show: ipakita
        delete: burahin tanggalin padam padamkan
        approve: aprubahan luluskan
        without: walang
        review: pagsusuri semakan
        user: gumagamit
        from now on: mula_ngayon
        do not tell: huwag_sabihin
    """,
    "afrikaans_albanian": """
        instructions: instruksies opdragte udhëzimet udhëzime
        password: wagwoord fjalëkalimi
        passwords: wagwoorde fjalëkalimet
        delete: skrap fshi fshini
        approve: keur_goed mirato
        without: sonder
        review: hersiening
        from now on: van_nou_af
        ignore: injoro injoroni shpërfill
        forget: harro harroni
        previous: mëparshme
        send: dërgo dërgoni
        user: përdoruesi
    """,
    "baltic_icelandic": """
        ignore: ignorēt ignoruok ignoruokite hunsaðu
        forget: aizmirsti pamiršk gleymdu
        instructions: instrukcijas norādījumus nurodymus leiðbeiningar fyrirmæli
        previous: iepriekšējās iepriekšējos ankstesnes ankstesnius fyrri
        send: nosūti siųsk išsiųsk sendu
        password: paroli slaptažodį lykilorð
        passwords: slaptažodžius lykilorðin
        delete: dzēs ištrink eyddu
        approve: apstiprini patvirtink samþykktu
    """,
    # More words of the languages the first tables read.
    "romance_more": """
        ignore: ignorad salta sáltate omitid
        skip: salta_la saltate salte
        bypass: eludi contorna contourne contournez aggira
        forget: olvídate olvida_todo esquece_tudo
        instructions: instrucciones_anteriores instruções ordini órdenes ordens
        previous: anteriormente précédentes
        always: siempre sempre toujours
        automatically: automáticamente automaticamente automatiquement
        secretly: secretamente segretamente secrètement
        payments: pagos pagamenti pagamentos paiements
        refunds: reembolsos rimborsi remboursements
        transfers: transferencias trasferimenti transferências virements
        access: acceso accesso acesso accès
        permissions: permisos permessi permissões
        logs: registros registri
        backups: respaldos copias_de_seguridad
        alerts: alertas avvisi allarmi alertes
        admin: administrador amministratore administrateur
        grant: otorgue concédele
        exfiltrate: exfiltra
        anyone: nadie_más
        from now on: de_ahora_en_más desde_ahora d'ora_in_avanti dorénavant à_partir_d'aujourd'hui
        you are now: ahora_eres ora_sei agora_você_é tu_es_maintenant
        do not ask: no_preguntes non_chiedere não_pergunte ne_demande_pas
        do not log: no_registres non_registrare
    """,
    "germanic_more": """
        ignore: ignoriert_alle überspringe
        bypass: umgehe umgehen omzeil omzeilen
        always: immer altijd
        automatically: automatisch
        secretly: heimlich stiekem
        payments: zahlungen betalingen
        refunds: erstattungen rückerstattungen terugbetalingen
        access: zugriff zugang toegang
        permissions: berechtigungen rechte rechten
        logs: protokolle
        alerts: warnungen meldungen
        admin: administratorrechte adminrechte
        grant: gewähre erteile
        everyone: jedem iedereen
        from now on: ab_heute vanaf_nu_aan voortaan
        do not ask: frag_nicht frage_nicht vraag_niet
    """,
    "polish_turkish_indonesian_more": """
        ignore: ignorujesz zlekceważ lekceważ
        previous: dotychczasowe dotychczasowych önceki_tüm
        always: zawsze her_zaman selalu
        automatically: automatycznie otomatik_olarak secara_otomatis
        secretly: potajemnie gizlice diam-diam
        payments: płatności ödemeler ödemeleri pembayaran
        access: dostęp erişim akses
        delete: skasuj usuń usuńcie
        approve: zaakceptuj zatwierdźcie onaylayın
        without: bez_sprawdzania
        from now on: odtąd
        do not tell: nie_informuj nie_mów_nikomu kimseye_söyleme jangan_bilang
    """,
    # Orders to tell people something, to leave something out, to move data out, to play a part, and the
    # things they name, in the languages the first tables read (and Swedish).
    "telling_and_leaking": """
        tell: dile diles dígale dígales díganle diga-lhes diz-lhes digli dille dis-leur dites-leur powiedz
        tell: powiedzcie odpowiedz söyle söyleyin söylesin sag_ihnen sagt_ihnen zeg_tegen vertel
        say that: diles_que dile_que diga_que diz_que dizer_que di'_che dì_che dis_que dites_que réponds_que
        say that: sag_dass sage_dass zeg_dat zeggen_dat powiedz_że mów_że odpowiedz_że säg_att réponds_qu
        tell them: mów_im powiedz_im
        if asked: sorarsa sorulursa soruldugunda sorulunca
        tell: sag_ihm sag_ihr sagen_sie_ihm sagen_sie_ihr
        tell each: sag_jedem sagt_jedem sagen_sie_jedem
        tell all: dis_à_tous dites_à_tous sag_allen sagt_allen
        asks: pregunta preguntan pregunten pregunte perguntar pergunte perguntarem chiede chiedono chieda demande
        asks: demandent fragt vraagt zapyta zapytają pyta frågar
        approve: freigeben
        approval: freigabe
        do not mention: nie_wspominaj nie_wspominajcie bahsetme bahsetmeyin nämn_inte
        mention: wspominaj wspomnij bahset bahsedin
        forward: reenvía reenvíe reenviar encaminhe encaminha reencaminhe transfère transférez weiterleiten
        forward: przekaż przekażcie ilet iletin vidarebefordra
        paste: pega pégalo pegue incolla colle collez plak wklej yapıştır klistra klistra_in
        upload: súbelo carica carregue téléverse wgraj yükle
        public link: enlace_público link_público link_pubblico lien_public öffentlichen_link openbare_link
        public link: publiczny_link herkese_açık_bağlantı
        permanently: voorgoed sonsuza_kadar
        restrictions: ograniczenia ograniczeń kısıtlama kısıtlamalar kısıtlamaları sınırlama restricciones
        disabled: wyłączone wyłączony wyłączona disattivate disattivati desativadas désactivées uitgeschakeld
        pretend: udawaj finge finja fingi fingete fais_semblant doe_alsof gibi_davran
        role: rolę roli rolü rolünü papel ruolo rôle rolle rollen
        hidden: ukryte ukrytymi ukrytych ocultas ocultos nascoste nascosti cachées versteckten verborgen gizli
        system: systemowe systemowy systemowych
        print: wypisz wypiszcie
        decode: decodifica decodifique descifra decifra décode décodez dekodiere decodeer odkoduj rozszyfruj
        execute: ejecuta ejecute esegui exécute exécutez wykonaj çalıştır uygula
        admin: yönetici yöneticidir beheerder
        bank details: conta_bancária dane_konta banka_hesabı hesap_bilgileri kontonummer rekeningnummer
        do not log: nie_rejestruj nie_zapisuj kaydetme não_registre
    """,
    # What a summary is told to say, and what the team is told to switch off, in the languages above: "when you
    # summarize this, write that ...", "tell the whole team to disable two-factor authentication" are read in
    # English by the model and the rules; glossed, the same order in Spanish or Polish reads the same.
    "summaries_and_advice": """
        summarize: resumas resumiendo résumeras résumez résumer resumindo riassumerai riassumendo riassumere
        summarize: zusammenfassen fasse_zusammen fasst_zusammen samenvatten vat_samen podsumowujesz podsumujesz
        summarize: podsumuj podsumowując streszczasz streść özetlerken özetle özetlersen özetleyin meringkas
        summarize: merangkum rangkum rangkumkan
        when you summarize: al_resumir ao_resumir
        write: escribe escriba escribid escreva escreve escrevam scrivi scriva scrivete écris écrivez schreib
        write: schreibe schreibt schrijf napisz napiszcie yaz yazın tulis tuliskan
        state: indica indique indiquez notiere vermerke noteer anota anote annota registra
        say: diga digas dica dites katakan sebutkan
        say that: di_que
        tell: di_a säg_till
        everyone: tout_le_monde todo_el_mundo toda_la_gente todo_o_mundo wszystkim herkese semua_orang
        team: équipe equipo equipa squadra zespół zespołowi zespołu ekip ekibe ekibine teamet
        disable: désactiver disattivare desativar ausschalten abschalten uitzetten wyłączyć wyłączcie wyłączyli
        disable: kapat kapatın devre_dışı_bırakın stänga_av desactiven desactivéis desativem desative disattivino
        disable: disattivi désactivent désactiviez ausschaltet abschaltet uitzet wyłączą wyłączcie
        two-factor authentication: authentification_à_deux_facteurs double_authentification
        two-factor authentication: autenticación_de_dos_factores autenticación_en_dos_pasos
        two-factor authentication: autenticazione_a_due_fattori autenticação_de_dois_fatores
        two-factor authentication: autenticação_em_dois_fatores zwei-faktor-authentifizierung
        two-factor authentication: tweestapsverificatie twee-factor-authenticatie tweefactorauthenticatie
        two-factor authentication: uwierzytelnianie_dwuskładnikowe iki_faktörlü_kimlik_doğrulama
        two-factor authentication: autentikasi_dua_faktor tvåfaktorsautentisering
        two-factor authentication: verificación_en_dos_pasos verificação_em_duas_etapas verifica_in_due_passaggi
        two-factor authentication: vérification_en_deux_étapes zwei-schritt-verifizierung tweestapsverificatie
        two-factor authentication: weryfikacja_dwuetapowa weryfikację_dwuetapową iki_adımlı_doğrulama
        two-factor authentication: verifikasi_dua_langkah tvåstegsverifiering
        summary: podsumowanie podsumowaniu podsumowania streszczenie streszczeniu özet özete özette özeti
        summary: résumé compte_rendu riepilogo samenvatting resumo sammanfattningen ringkasan
        is instructed: wird_angewiesen est_chargé está_instruido é_instruído è_istruito wordt_opgedragen
    """,
    # Memory kept for good, in the languages above: "remember it for ever", "save it in core memory" is how a
    # standing order asks to outlive its chat (`injection._PERSIST` reads the English).
    "memory": """
        remember: recuerda recuerde recordad ricorda ricordati ricordate ricordatevi lembre lembre-se lembra-te
        remember: memoriza memorize memorizza memorizzate mémorise mémorisez retiens merke merk_dir merkt_euch onthoud
        remember: zapamiętaj zapamiętajcie pamiętaj hatırla hatırlayın ingatlah kom_ihåg muista muistakaa pea_meeles
        remember: zapamatuj zapamätaj zapamti zapomni ține_minte reține jegyezd_meg emlékezz recorda cofiwch kumbuka
        remember: tandaan onthou mbaj_mend įsimink iegaumē ghi_nhớ hãy_nhớ
        save: guárdalo guardalo guárdelo guarda_esto salvalo salvala salve_isso salva_questo enregistre
        save: enregistrez sauvegarde speichere speichert sla_op bewaar zapisz zapiszcie kaydet kaydedin simpan
        save: simpanlah spara lagre tallenna salvează mentsd ulož uložte spremi shrani
        memory: memoria memória mémoire gedächtnis geheugen pamięć pamięci hafıza hafızaya hafızasına bellek
        memory: belleğe memori minne minnet hukommelse hukommelsen minnet muisti muistiin mälu mällu paměť paměti
        memory: pamäť pamäti memorija memorie memoriei memòria kumbukumbu alaala atmintis bộ_nhớ
        core memory: memoria_central memoria_principal memoria_centrale memoria_principale memória_central
        core memory: memória_principal mémoire_centrale kerngedächtnis kerngeheugen pamięć_główna pamięci_głównej
        core memory: pamięci_podstawowej çekirdek_bellek çekirdek_belleğe memori_inti memori_utama kärnminne kärnminnet
        core memory: kernehukommelse kjerneminne ydinmuisti ydinmuistiin põhimälu hlavní_paměť hlavní_paměti jádrová_paměť
        core memory: memoria_de_bază alapmemória memoria_permanente memória_permanente mémoire_permanente
        core memory: bộ_nhớ_lõi
        permanently: permanentemente permanentement definitivamente para_siempre per_sempre para_sempre
        permanently: pour_toujours für_immer dauerhaft voor_altijd blijvend na_zawsze na_stałe trwale kalıcı_olarak
        permanently: sonsuza_dek selamanya secara_permanen för_alltid för_gott for_altid for_alltid pysyvästi ikuisesti
        permanently: igaveseks jäädavalt natrvalo navždy natrvalo trvale zauvijek trajno za_vedno pentru_totdeauna
        permanently: definitiv véglegesen örökre am_byth milele magpakailanman vĩnh_viễn mãi_mãi
        agents: agentes agenti agenci agentów ajanlar agen agenterna agenter agenten agenții tác_tử
    """,
}

LATIN_GRAMMAR: dict[str, str] = {
    "telling_and_leaking": """
        if: jeśli jeżeli eğer
        that: że dass dat att
        must: muss müssen moet moeten deve devono debe deben doit doivent musi ska
        pay: bezahlen bezahle
        report: relatório informe rapporto bericht raport rapor
    """,
    "nordic": """
        and: och og ja
        your: din dina ditt dine dit sinun
        you: sinä
        to: till
        not: inte ikke ei
        with: med
        this: denna detta denne dette tämä
        that: som että
        must: måste
        now: nyt
        do not: älä
        every: hver hvert
    """,
    "central_european": """
        your: tvoje tvé vaše tvoj tvoja tvoje vaš
        you: ty
        now: teď nyní teraz sada zdaj
        this: toto tento tuto ovo ovaj
        not: ne nu
        and: și și
        to: către k ke
        with: cu
        the: az
    """,
    "others": """
        and: ac na
        your: eich dy yako zako mo
        now: nawr sasa ngayon
        this: hwn hon hii ito
        the: ang yr các những
        do not: peidiwch paid huwag
    """,
}

SCRIPT: dict[str, str] = {
    # Hebrew: final letters are read as their plain forms (ם as מ), and a prefix of one or two letters
    # (ו ה ב ל מ ש כ) is dropped before the stem is looked up.
    "hebrew": """
        ignore: התעלמ התעלמו התעלמי תתעלמ
        forget: שכח שכחו תשכח
        previous: קודמ קודמות קודמים הקודמ
        instructions: הוראות הוראה הוראותיכ הנחיות הנחיה הנחיותיכ
        rules: כללים חוקים מגבלות
        system: מערכת
        prompt: פרומפט
        assistant: עוזר עוזרת סייענ
        agent: סוכנ
        ai: בינה
        model: מודל
        send: שלח שלחו תשלח
        post: פרסמ
        show: הצג הציג הראה
        reveal: חשופ חשפ גלה
        include: כלול הוספ
        password: סיסמ
        keys: מפתח
        tokens: טוקנ אסימונ
        secrets: סוד סודות
        delete: מחק מחקו תמחק
        disable: השבת השביתו נטרל
        approve: אשרו תאשר לאשר
        merge: מזג מזגו
        grant: הענק
        admin: מנהל
        access: גישה הרשאות
        review: בדיקה ביקורת סקירה
        approval: אישור
        tell: ספר תספר תגיד
        user: משתמש
        reply: תשובה תשובת
        from now on: מעכשיו מעתה
        mode: מצב
    """,
    "greek": """
        ignore: αγνοησ αγνοει
        forget: ξεχασ
        previous: προηγουμεν
        instructions: οδηγι εντολ
        rules: κανον
        system: συστημ
        assistant: βοηθ
        agent: πρακτορ
        ai: τεχνητ
        send: στειλ αποστειλ
        show: δειξ εμφανισ
        reveal: αποκαλυψ
        include: συμπεριλαβ προσθεσ
        password: κωδικ συνθηματικ
        keys: κλειδι
        secrets: μυστικ
        delete: διαγραψ σβησ
        disable: απενεργοποιησ
        approve: εγκριν
        approval: εγκρισ
        without: χωρισ
        review: ελεγχ αναθεωρησ
        user: χρηστ
        from now on: εξησ
        tell: πεισ πειτε αναφερ
        anyone: κανεν
    """,
    "persian_urdu": """
        ignore: نادیده نظرانداز
        forget: فراموش
        previous: قبلی پیشین پچھل سابقہ
        instructions: دستورالعمل دستورات دستور ہدایات
        rules: قوانین
        assistant: دستیار
        ai: هوش
        send: بفرست ارسال بھیج
        show: نشان نمایش
        reveal: فاش
        password: رمز گذرواژه
        keys: کلید کنجی
        delete: حذف مٹا
        disable: غیرفعال
        approve: تأیید تایید منظور
        without: بغیر
        review: بررسی
        user: کاربر صارف
        do not tell: نگو
    """,
    "indic": """
        ignore: উপেক্ষা অগ্রাহ্য புறக்கணி విస్మరించ ನಿರ್ಲಕ್ಷ അവഗണി અવગણ ਨਜ਼ਰਅੰਦਾਜ਼ ਅਣਡਿੱਠ दुर्लक्ष बेवास्ता නොසලකා
        forget: ভুলে ভুলুন மறந்து మర్చిపో ಮರೆತು മറക്ക ભૂલી ਭੁੱਲ विसर बिर्स
        previous: পূর্ববর্তী আগের পূর্বের முந்தைய முன்னைய మునుపటి ಹಿಂದಿನ മുമ്പത്തെ മുൻപത്തെ અગાઉ પાછલ ਪਿਛਲ मागील अघिल्ल पहले पෙර
        all: সমস্ত সকল அனைத்து எல்லா అన్ని ಎಲ್ಲಾ എല്ലാ બધા બધી ਸਾਰੀਆਂ ਸਾਰੇ सर्व सबै සියලු
        instructions: নির্দেশ அறிவுறுத்தல் வழிமுறை கட்டளை సూచన ಸೂಚನೆ നിർദ്ദേശ സൂചന સૂચના ਹਦਾਇਤ ਨਿਰਦੇਸ਼ सूचना උපදෙස්
        rules: নিয়ম விதி నియమ ನಿಯಮ നിയമ નિયમ ਨਿਯਮ
        assistant: সহকারী সহায়ক உதவியாளர் సహాయక ಸಹಾಯಕ സഹായി સહાયક ਸਹਾਇਕ
        agent: এজেন্ট முகவர் ஏஜென்ட் ఏజెంట్ ಏಜೆಂಟ್ ഏജന്റ് એજન્ટ ਏਜੰਟ
        ai: এআই কৃত্রিম செயற்கை కృత్రిమ ಕೃತಕ കൃത്രിമ કૃત્રિમ ਨਕਲੀ
        system: সিস্টেম கணினி సిస్టమ్ ಸಿಸ್ಟಮ್ സിസ്റ്റം સિસ્ટમ ਸਿਸਟਮ
        prompt: প্রম্পট ப்ராம்ப்ட்
        send: পাঠা পাঠিয়ে அனுப்ப అనుప్ పంప ಕಳುಹಿಸ അയയ്ക്ക അയക്ക મોકલ ਭੇਜ पाठव पठाउ යව
        show: দেখা காட்ட காண்பி చూపించ ತೋರಿಸ കാണിക്ക બતાવ ਦਿਖਾ
        reveal: প্রকাশ வெளிப்படுத்த బహిర్గత
        password: পাসওয়ার্ড கடவுச்சொ పాస్వర్డ్ ಪಾಸ್ವರ್ಡ್ പാസ്‌വേഡ് પાસવર્ડ ਪਾਸਵਰਡ पासवर्ड මුරපද
        keys: চাবি விசை சாவி కీలు ಕೀಗಳ കീകൾ ચાવી ਕੁੰਜੀ
        tokens: টোকেন டோக்கன் టోకెన్ ಟೋಕನ್ ടോക്കൺ ટોકન ਟੋਕਨ
        secrets: গোপন ரகசிய இரகசிய రహస్య ರಹಸ್ಯ രഹസ്യ ગુપ્ત ਗੁਪਤ गुप्त रहस्य
        credentials: শংসাপত্র
        delete: মুছ நீக்க తొలగించ ಅಳಿಸ ഇല്ലാതാക്ക നീക്കം કાઢી ਮਿਟਾ ਹਟਾ हटव मेटाउ මක
        disable: নিষ্ক্রিয় முடக்க నిలిపివేయ ನಿಷ್ಕ್ರಿಯ പ്രവർത്തനരഹിത નિષ્ક્રિય ਅਯੋਗ
        approve: অনুমোদ அங்கீகரி ஒப்புதல் ఆమోదించ ಅನುಮೋದಿಸ അംഗീകരിക്ക મંજૂર ਮਨਜ਼ੂਰ मंजूर स्वीकृत अनुमोदन
        without: ছাড়া বিনা இல்லாமல் இன்றி లేకుండా ಇಲ್ಲದೆ ഇല്ലാതെ વિના ਬਿਨਾਂ शिवाय बिना
        review: পর্যালোচনা যাচাই மதிப்பாய்வு சரிபார் సమీక్ష ಪರಿಶೀಲನೆ പരിശോധന સમીક્ષા ਸਮੀਖਿਆ
        user: ব্যবহারকারী பயனர் వినియోగదారు ಬಳಕೆದಾರ ഉപയോക്ത വപയോക്ത વપરાશકર્તા ਉਪਭੋਗਤਾ उपयोगकर्ता वापरकर्ता प्रयोगकर्ता
        tell: বলবেন বলো বলুন சொல்ல చెప్ప ಹೇಳ പറയ કહે ਦੱਸ
        anyone: কাউকে யாருக்கும் யாரிடமும் ఎవరికీ ಯಾರಿಗೂ ആരോടും કોઈને ਕਿਸੇ
        from now on: இனிமேல் ఇకపై ಇನ್ನು ഇനി
    """,
    "thai_khmer": """
        ignore: เพิกเฉย ละเว้น ไม่ต้องสนใจ ไม่สนใจ มិនអើពើ
        forget: ลืม
        instructions: คำสั่ง คำแนะนำ ข้อกำหนด ការណែនាំ
        previous: ก่อนหน้านี้ ก่อนหน้า មុន
        all: ทั้งหมด ទាំងអស់
        rules: กฎ
        assistant: ผู้ช่วย
        agent: เอเจนต์ ตัวแทน
        ai: เอไอ ปัญญาประดิษฐ์
        system: ระบบ
        prompt: พรอมต์ พรอมท์
        send: ส่ง ផ្ញើ
        show: แสดง
        reveal: เปิดเผย
        password: รหัสผ่าน ពាក្យសម្ងាត់
        keys: คีย์ กุญแจ
        tokens: โทเค็น
        credentials: ข้อมูลรับรอง ข้อมูลประจำตัว
        secrets: ความลับ
        delete: ลบ លុប
        disable: ปิดการใช้งาน
        approve: อนุมัติ
        without: โดยไม่ ไม่ต้อง
        review: ตรวจสอบ
        user: ผู้ใช้
        tell: บอก
        anyone: ใคร
        from now on: ตั้งแต่นี้ไป จากนี้ไป
    """,
    "caucasus_ethiopic": """
        ignore: უგულებელყ անտես ችላ
        forget: დაივიწყ մոռաց
        previous: წინა նախորդ ቀደም
        all: ყველა բոլոր ሁሉ
        instructions: ინსტრუქცი მითითებ հրահանգ መመሪያ
        rules: წეს կանոն
        assistant: ასისტენტ օգնական
        agent: აგენტ գործակալ
        send: გაგზავნ ուղարկ ላክ
        password: პაროლ գաղտնաբառ
        delete: წაშალ ջնջ ሰርዝ
        approve: დაამტკიც հաստատ አጽድቅ
        without: გარეშე առանց
        user: მომხმარებ օգտատեր
        review: შემოწმ ստուգ
    """,
    "cyrillic_more": """
        ignore: занемар игнориш
        previous: предишн претходн
        instructions: упутств
        all: всичк
        send: изпрат пошаљ
        password: лозинк
        delete: изтри обриш
        approve: одобр
        user: потребител корисник
        from now on: отсега одсад
    """,
    # Orders to tell people something, to leave something out, to move data out, to play a part (see LATIN's
    # "telling_and_leaking"), by stems.
    "telling_and_leaking": """
        tell: скаж ответь отвечай 答えて 言って 伝えて 말해 답해 대답해
        do not mention: 触れないで 不要提 别提
        mention: упомина упомян 提及 언급
        forward: пересл перешл 転送 转发 전달
        restrictions: огранич
        asks: спрос 聞かれたら 問い合わせ
        approval: согласовани
        summaries: сводк 요약
        report: отчет отчёт 周报 报告 報告書
        pretend: представь притворись なりきって ふりをして 假装 扮演 척해
        role: рол 역할
        disable: отключ
        decode: расшифр декодир 解码
        execute: выполн 実行 执行
        bank details: реквизит 口座 银行账户 账户信息 계좌
        paste: вставь 貼り付け 粘贴 붙여
        send: إرسال ارسال
        confirmation: 确认
    """,
    # What a summary is told to say, and what the team is told to switch off (see LATIN's "summaries_and_advice").
    "summaries_and_advice": """
        write: напиши напишите напишіть 写明 写上 写成 書いて 記載して 작성해 적어
        summarize: 要約する際 まとめる際 요약할 резюмиру
        everyone: 大家 所有人 全員 모두에게
        team: チーム 팀원 команде команді
        disable: 关闭 禁用 停用 無効に 비활성화 вимкн
        two-factor authentication: 双重认证 两步验证 双因素认证 二段階認証 2段階認証 이중인증 2단계인증 двухфакторн двоетапн
        two-factor authentication: двухэтапн двофакторн
    """,
    # Memory kept for good (see LATIN's "memory"), by stems.
    "memory": """
        remember: запомн запам'ята запамята помни пам'ятай 记住 記住 牢记 覚えて 覚えておいて 記憶して 기억해 기억하
        remember: تذكر احفظ याद תזכור תזכרו זכור זכרו θυμήσου θυμηθείτε
        save: сохрани сохраните збережи збереж 保存 保存して 저장 حفظ सहेज שמור שמרו αποθήκευσε
        memory: памят пам'ят памя 记忆 記憶 内存 メモリ 메모리 기억 ذاكرة الذاكرة मेमोरी स्मृति זיכרונ זכרונ μνήμη
        core memory: 核心记忆 核心記憶 コアメモリ 핵심메모리
        permanently: навсегда навсегд назавжди постоянн постійн 永久 永遠 永远 ずっと 영구 영원히 دائم للأبد
        permanently: हमेशा स्थायी לתמיד לצמיתות μόνιμα
        agents: агенты агентам агенти 代理 智能体 エージェント 에이전트 الوكلاء एजेंट
    """,
}

SCRIPT_GRAMMAR: dict[str, str] = {
    "telling_and_leaking": """
        if: если 如果
        that: что
        let: пусть
    """,
    "hebrew": """
        all: כל מכל לכל בכל וכל
        and: ו
        your: שלכ שלכמ
        you: אתה
        do not: אל
        this: זה הזה זו
        now: עכשיו
        anyone: אפ
    """,
    "greek": """
        and: και
        your: σου σασ
        you: εσυ εσεισ
        all: ολεσ ολα ολουσ ολη καθε
        the: το τα τισ τουσ τη την τον η ο οι
        to: στο στη στην στον στα
        this: αυτο αυτη αυτα
        now: τωρα
        do not: μην μη
    """,
    "others": """
        and: এবং மற்றும் మరియు ಮತ್ತು ഒപ്പം અને ਅਤੇ และ და և እና
        your: আপনার তোমার உங்கள் మీ ನಿಮ್ಮ നിങ്ങളുടെ તમારા ਤੁਹਾਡੇ ของคุณ
        you: আপনি তুমি நீங்கள் మీరు ನೀವು നിങ്ങൾ તમે ਤੁਸੀਂ คุณ
        all: সব
        do not: না อย่า
        to: ไปยัง ไปที่
        this: นี้
        now: এখন
    """,
}

# Text is read as `injection` folds it: accents dropped, these letters spelt in plain Latin.
LETTERS = str.maketrans({"ł": "l", "ø": "o", "æ": "ae", "đ": "d", "ð": "d", "þ": "th", "œ": "oe", "ı": "i"})
# Other scripts are read with Greek accents dropped, Hebrew final letters and Persian forms of Arabic letters
# read as their plain forms: each a character for a character, so offsets stay put.
SCRIPT_LETTERS = str.maketrans({
    "ά": "α", "έ": "ε", "ή": "η", "ί": "ι", "ό": "ο", "ύ": "υ", "ώ": "ω", "ϊ": "ι", "ϋ": "υ", "ΐ": "ι", "ΰ": "υ",
    "ς": "σ", "ך": "כ", "ם": "מ", "ן": "נ", "ף": "פ", "ץ": "צ", "ی": "ي", "ک": "ك", "ى": "ي"})


def fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold().translate(LETTERS)


def script_form(word: str) -> str:
    return word.lower().translate(SCRIPT_LETTERS)


def entries(tables: dict[str, str]):
    """(english, form) for every form of every line; phrases with spaces."""
    for table in tables.values():
        for line in table.strip().splitlines():
            english, _, forms = line.partition(":")
            for form in forms.split():
                yield english.strip(), form.replace("_", " ").strip()
