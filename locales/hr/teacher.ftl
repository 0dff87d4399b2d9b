# Stranica za učitelje (/teacher na poslužitelju oware-server) i rečenica koju dijete vidi kad
# učitelj zatvori njegovu sobu. Čitaju ih samo stranice u pregledniku.

teacher-title = Stranica za učitelje
teacher-language = Jezik
teacher-code-label = Učiteljski kôd
teacher-code-help = Poslužitelj ispisuje kôd pri svakom pokretanju, u retku „teacher code:”.
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

# Oznaka i ono što imenuje, u jednom retku: „Oware: Tko igra?”.
page-label-value = { $label }: { $value }
