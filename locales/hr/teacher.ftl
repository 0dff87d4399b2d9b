# Stranica za učitelje (/teacher na poslužitelju oware-server) i rečenica koju dijete vidi kad
# učitelj zatvori njegovu sobu. Čitaju ih samo stranice u pregledniku.

teacher-title = Stranica za učitelje
teacher-language = Jezik
teacher-code-label = Učiteljski kôd
teacher-code-help = Poslužitelj ispisuje kôd pri svakom pokretanju, u retku „teacher code:“.
teacher-sign-in = Prijava
teacher-sign-out = Odjava
teacher-wrong-code = To nije učiteljski kôd. Provjerite ga i pokušajte ponovno.
teacher-paused =
    { $minutes ->
        [one] Previše pogrešnih kodova. Pričekajte { $minutes } minutu pa pokušajte ponovno.
        [few] Previše pogrešnih kodova. Pričekajte { $minutes } minute pa pokušajte ponovno.
       *[other] Previše pogrešnih kodova. Pričekajte { $minutes } minuta pa pokušajte ponovno.
    }
teacher-rooms = Sobe sada
teacher-no-rooms = Nijedna soba nije otvorena.
teacher-room = Soba
teacher-game = Igra
teacher-south = Jug
teacher-north = Sjever
teacher-moves = Potezi
teacher-turn = Tko je na redu ili ishod
teacher-captured = Osvojena zrna
teacher-tux-level = Tux, razina { $level }
teacher-waiting = Čeka prijatelja iz razreda
teacher-guest = Gost (bez imena)
teacher-left = Više nije u sobi
teacher-connected = Na vezi
teacher-disconnected = Nije na vezi
teacher-close = Zatvori
teacher-close-confirm = Zatvoriti sobu { $code }? Oba će igrača saznati da ju je zatvorio učitelj.
teacher-closed = Soba { $code } je zatvorena.
teacher-finished = Igre završene danas
teacher-no-finished = Danas još nije završila nijedna igra.
teacher-won = Pobjeda: { $winner }, poraz: { $loser }, { $score }.
teacher-drawn = Neriješeno: { $south } i { $north }, { $score }.
teacher-reason-score = Jedan je igrač imao više od pola zrna.
teacher-reason-no-feed = Nijedan potez nije mogao dati zrna praznom redu.
teacher-reason-repetition = Isti se raspored zrna vraćao iznova i iznova.
teacher-reason-no-capture-limit = Prošlo je previše poteza bez osvajanja.
teacher-reason-empty-row = Jedan je red kućica bio prazan.
teacher-reason-endless = Jedan potez nikada ne bi završio.
teacher-reason-no-move = Jedan igrač nije imao više zrna za igru.
teacher-class = Razred danas
teacher-no-children = Danas još nijedno dijete nije igralo.
teacher-name = Ime
teacher-beaten = Tux pobijeđen do razine { $level }
teacher-class-help = Svaka ćelija pokazuje dobivene / neriješene / izgubljene igre, zatim lekcije koje je dijete završilo u toj igri. Lekcije javljaju računala spojena na ovaj poslužitelj; igre u pregledniku nemaju lekcija.
teacher-lessons = Lekcije: { $done } od { $total }
teacher-csv = Preuzmi igre (CSV)
teacher-lessons-csv = Preuzmi lekcije (CSV)
teacher-forget = Zaboravi razred
teacher-forget-confirm = Izbrisati sva imena i sve rezultate s poslužitelja? To se ne može poništiti.
teacher-forgotten = Razred je zaboravljen: na poslužitelju nije ostalo nijedno ime ni rezultat.
teacher-closed-room = Učitelj je zatvorio tvoju igru. Možeš započeti novu.
classroom-away = { $player } trenutačno nije u igri. Čekamo da se { $player } vrati… Možeš se i vratiti na Početnu.

# Razredni turnir: na stranici za učitelje, zatim na početnom zaslonu svakog djeteta. $name je
# ime djeteta kako ga je upisalo; $round i $rounds broje kola.
tournament-title = Razredni turnir
tournament-setup-help = Odaberite igru i djecu koja igraju. Svako dijete igra jednom protiv svakog drugog, jednu igru po kolu; ako ih je neparan broj, jedno dijete u svakom kolu odmara.
tournament-seeds = Zrna u svakoj kućici
tournament-children = Djeca koja igraju
tournament-no-candidates = Još nema djece. Djeca se pojave čim otvore dječju stranicu sa svojim imenom.
tournament-start = Pokreni turnir
tournament-started = Turnir je počeo. Svako dijete vidi svoju prvu igru.
tournament-pick-two = Odaberite barem dvoje djece.
tournament-going = Turnir je već u tijeku. Najprije ga otkažite.
tournament-refused = Ta djeca ne mogu igrati turnir: odaberite od 2 do 16 djece, svako s imenom upisanim na dječjoj stranici.
tournament-cancel = Otkaži turnir
tournament-cancel-confirm = Otkazati turnir? Njegova se tablica briše; igre koje su u tijeku nastavljaju se kao obične igre.
tournament-cancelled = Turnir je otkazan.
tournament-round = Kolo { $round } od { $rounds }
tournament-over = Turnir je završio.
tournament-place = Mjesto
tournament-points = Bodovi
tournament-played = Odigrano
tournament-won = Pobjede
tournament-drawn = Neriješeno
tournament-lost = Porazi
tournament-byes = Slobodna kola
tournament-games = Igre
tournament-bye-of = { $name } u ovom kolu odmara.
tournament-not-finished = { $south } – { $north }: igra je u tijeku.
tournament-csv = Preuzmi tablicu (CSV)
tournament-rules = Pobjeda donosi 2 boda, neriješeno 1, poraz 0, a slobodno kolo nijedan. Djecu s jednakim brojem bodova razdvajaju njihove međusobne igre, zatim osvojena zrna, zatim ime.
tournament-name-help = Upiši svoje ime da te učitelj može staviti u razredni turnir.
tournament-name-save = Ovo je moje ime
tournament-heading = Razredni turnir, kolo { $round } od { $rounds }
tournament-next = Tvoja sljedeća igra: ti i { $name }
tournament-open = Igraj ovu igru
tournament-bye = U ovom kolu odmaraš. Tvoja sljedeća igra dolazi u sljedećem kolu.
tournament-wait = Tvoja je igra u ovom kolu gotova. Sljedeće kolo počinje kad završe sve igre.
tournament-final = Turnir je gotov! Tablica:
tournament-points-of =
    { $points ->
        [one] { $points } bod
        [few] { $points } boda
       *[other] { $points } bodova
    }

# Oznaka i ono što imenuje, u jednom retku: „Oware: Tko igra?“.
page-label-value = { $label }: { $value }

# Popis razreda: djeca koju učitelj doda jednom, po skupinama, svako sa slikovnom šifrom od tri
# slike zadanim redom; kartice za prijavu; napredak kroz tjedne; zadaci koje učitelj zada.
# $name je ime djeteta kako ga je učitelj upisao (uvijek u nominativu).
roster-title = Popis razreda
roster-help = Svako dijete dodajte samo jednom, zajedno s njegovom skupinom. Svako dijete dobiva slikovnu šifru: tri slike određenim redom. Dijete ih dodirne kako bi se prijavilo na dječjoj stranici ili u aktivnosti.
roster-add-name = Ime
roster-add-group = Skupina
roster-add-code = Slikovna šifra (tri znamenke od 1 do 9; ostavite prazno za nasumičnu šifru)
roster-add = Dodaj dijete
roster-added = { $name } je sada na popisu razreda. Karticu za prijavu ispišite ispod.
roster-import-label = CSV datoteka s imenima i skupinama
roster-import-help = Jedno dijete po retku: ime, skupina i, po želji, slikovna šifra, npr. 427. Prvi redak „name,group“ preskače se. Ako je ijedan redak pogrešan, ništa se ne uvozi.
roster-import = Uvezi datoteku
roster-imported =
    { $count ->
        [one] Dodano je { $count } dijete. Ispišite kartice ispod.
        [few] Dodana su { $count } djeteta. Ispišite kartice ispod.
       *[other] Dodano je { $count } djece. Ispišite kartice ispod.
    }
roster-bad-row = Redak { $line } u datoteci nije ispravan ({ $reason }). Ništa nije uvezeno: ispravite taj redak i ponovno uvezite datoteku.
roster-reason-columns = potrebni su ime i skupina, a osim njih smije biti još samo slikovna šifra
roster-reason-name = ime je prazno ili dulje od 40 znakova
roster-reason-group = skupina je prazna ili dulja od 40 znakova
roster-reason-code = slikovnu šifru čine tri znamenke od 1 do 9
roster-reason-quote = navodnik nije zatvoren
roster-reason-empty = u datoteci nema nijednog djeteta
roster-reason-too-many = odjednom se može uvesti najviše 500 djece
roster-reason-file-too-long = datoteka je preduga
roster-reason-not-utf8 = spremite datoteku kao UTF-8 tekst
roster-no-children = Na popisu razreda još nema nijednog djeteta.
roster-actions = Promjene
roster-rename = Preimenuj
roster-rename-prompt = { $name }: novo ime
roster-renamed = Dijete se sada zove { $name }.
roster-move = { $name }: skupina
roster-new-code = Nova šifra
roster-new-code-made = { $name } ima novu slikovnu šifru: ispišite novu karticu ispod. Stara kartica više ne vrijedi.
roster-delete = Izbriši
roster-delete-confirm = { $name }: zauvijek izbrisati dijete i sve njegove rezultate? To se ne može poništiti.
roster-deleted = Izbrisano: { $name }, zajedno sa svim rezultatima.
roster-guests = Djeca smiju igrati i bez prijave, kao gosti (ali nikad na turniru)
roster-guests-allowed = Gosti smiju igrati.
roster-guests-refused = Sada smiju igrati samo djeca s popisa razreda.
roster-chapters-open = Sva strateška poglavlja otvorena su svoj djeci (prethodno poglavlje ne mora biti završeno)
roster-chapters-opened = Sva strateška poglavlja sada su otvorena.
roster-chapters-in-order = Strateška poglavlja opet se otvaraju jedno za drugim.
roster-retention = Koliko dana čuvati rezultate
roster-retention-set =
    { $days ->
        [one] Rezultati se čuvaju { $days } dan.
        [few] Rezultati se čuvaju { $days } dana.
       *[other] Rezultati se čuvaju { $days } dana.
    }
roster-sign-everyone-out = Odjavi sve
roster-signed-everyone-out = Sva su djeca odjavljena, na svim tabletima i računalima.
roster-new-cards = Nove kartice za cijeli razred
roster-new-cards-confirm = Dati svakom djetetu novu slikovnu šifru? Stare kartice tada prestaju vrijediti.
roster-new-cards-made = Svako dijete ima novu slikovnu šifru. Ispišite kartice ispod.
roster-error-bad-name = Ime mora imati od 1 do 40 znakova.
roster-error-bad-code = Slikovnu šifru čine tri znamenke od 1 do 9, npr. 427.
roster-error-bad-setting = Rezultati se mogu čuvati od 1 do 3650 dana.
roster-error-bad-assignment = Ovaj se zadatak ne može zadati: provjerite brojeve i kome je namijenjen.
roster-error-no-such-child = Tog djeteta više nema na popisu razreda.
roster-error-no-such-group = Te skupine više nema na popisu razreda.
roster-error-not-saved = Poslužitelj to nije mogao spremiti. Ništa se nije promijenilo; pokušajte ponovno.
roster-cards-title = Kartice za prijavu
roster-cards-help = Dijete se prijavljuje tako da dodirne svoju skupinu, svoje ime, a zatim svoje tri slike ovim redom. Poslužitelj šifre sprema tako da ih nitko više ne može pročitati, pa kartice ispišite odmah.
roster-cards-print = Ispiši kartice
roster-cards-none = Kartice će se pojaviti ovdje kad dodate djecu ili dodijelite nove šifre.
roster-picture-sun = Sunce
roster-picture-tree = Drvo
roster-picture-fish = Riba
roster-picture-flower = Cvijet
roster-picture-apple = Jabuka
roster-picture-boat = Brod
roster-picture-star = Zvijezda
roster-picture-cat = Mačka
roster-picture-ball = Lopta
progress-title = Napredak razreda
progress-help = Za svako dijete s popisa razreda i za svaku igru: najviša razina na kojoj je dijete pobijedilo Tuxa, lekcije, zagonetke i zvjezdice iz strateških poglavlja. Otvorite ime djeteta da biste vidjeli njegovu stranicu i povijest.
progress-tux = Tux pobijeđen na razini { $level }
progress-tux-on = Tux pobijeđen na razini { $level }, { $date }
progress-tux-none = Tux još nije pobijeđen
progress-games =
    { $games ->
        [one] { $games } igra, pobjeda: { $wins }
        [few] { $games } igre, pobjeda: { $wins }
       *[other] { $games } igara, pobjeda: { $wins }
    }
progress-puzzles = Zagonetke: rejting { $rating }, riješeno { $solved } od { $tried }
progress-streak = najbolji niz { $streak }
progress-theme = riješeno { $solved } od { $tried }
progress-stars = Strateške zvjezdice: { $stars }
progress-last = Zadnji put: { $date }
progress-csv = Preuzmi napredak (CSV)
progress-back = Natrag na razred
progress-print = Ispiši ovo izvješće
progress-child-title = { $name }, skupina { $group }
progress-nothing-yet = Još ništa.
progress-history = Povijest
progress-history-lesson = lekcija { $lesson } gotova
progress-history-here = prijatelj za istim računalom
progress-history-won = pobjeda, protivnik: { $opponent }, { $score }
progress-history-lost = poraz, protivnik: { $opponent }, { $score }
progress-history-draw = neriješeno, protivnik: { $opponent }, { $score }
assignments-title = Zadaci
assignments-none = Još nema zadanih zadataka.
assignment-kind = Zadatak
assignment-kind-lessons = Lekcije
assignment-kind-puzzles = Zagonetke
assignment-kind-chapter = Strateško poglavlje
assignment-kind-beat-tux = Pobjeda nad Tuxom
assignment-kind-classmate = Igra protiv prijatelja iz razreda
assignment-first-lessons = Od lekcije
assignment-second-lessons = Do lekcije
assignment-first-puzzles = Koliko zagonetki
assignment-second-puzzles = Tema (prazno za bilo koju)
assignment-first-chapter = Poglavlje
assignment-second-chapter = (ovdje se ništa ne upisuje)
assignment-first-beat-tux = Tuxova razina
assignment-second-beat-tux = (ovdje se ništa ne upisuje)
assignment-first-classmate = (ovdje se ništa ne upisuje)
assignment-second-classmate = (ovdje se ništa ne upisuje)
assignment-for = Za koga
assignment-for-class = Cijeli razred
assignment-give = Zadaj
assignment-given = Zadatak je zadan. Djeca ga vide na vrhu svog početnog zaslona.
assignment-remove = Ukloni
assignment-remove-confirm = Ukloniti ovaj zadatak? Ono što su djeca napravila ostaje.
assignment-lessons = lekcije od { $from } do { $to }
assignment-puzzles =
    { $count ->
        [one] { $count } zagonetka
        [few] { $count } zagonetke
       *[other] { $count } zagonetki
    }
assignment-puzzles-theme =
    { $count ->
        [one] { $count } zagonetka, tema: { $theme }
        [few] { $count } zagonetke, tema: { $theme }
       *[other] { $count } zagonetki, tema: { $theme }
    }
assignment-chapter = poglavlje „{ $chapter }“
assignment-beat-tux = pobjeda nad Tuxom na razini { $level }
assignment-classmate = igra protiv prijatelja iz razreda
assignment-done = gotovo
assignment-progress = { $progress } od { $target }
assignment-done-count =
    Završilo: { $done } od { $total ->
        [one] { $total } djeteta
        [few] { $total } djece
       *[other] { $total } djece
    }

## Strateška poglavlja razreda: zvjezdice iz poglavlja svakog djeteta.
teacher-chapters-title = Strateška poglavlja
teacher-chapters-help = Za svako dijete i svaku igru: započeta poglavlja, zvjezdice za svaki izazov (najviše tri) i završena poglavlja, u kojima je riješen svaki izazov.
teacher-chapters-none = Nijedno dijete još nije osvojilo zvjezdicu u strateškom poglavlju.
teacher-chapters-count = Završena poglavlja: { $done } od { $total }
teacher-chapters-stars = { $title }: { $stars } od { $total } zvjezdica
teacher-chapters-done = { $title }: završeno, { $stars } od { $total } zvjezdica
