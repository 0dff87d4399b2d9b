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
        [one] Previše pogrešnih kôdova. Pričekajte { $minutes } minutu pa pokušajte ponovno.
        [few] Previše pogrešnih kôdova. Pričekajte { $minutes } minute pa pokušajte ponovno.
       *[other] Previše pogrešnih kôdova. Pričekajte { $minutes } minuta pa pokušajte ponovno.
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
teacher-left = Više nije u sobi
teacher-connected = Na vezi
teacher-disconnected = Nije na vezi
teacher-close = Zatvori
teacher-close-confirm = Zatvoriti sobu { $code }? Oba će igrača saznati da ju je zatvorio učitelj.
teacher-closed = Soba { $code } je zatvorena.
teacher-finished = Igre završene danas
teacher-no-finished = Danas još nije završila nijedna igra.
teacher-won = Pobjeda: { $winner } protiv { $loser }, { $score }.
teacher-drawn = { $south } i { $north } igrali su neriješeno, { $score }.
teacher-reason-score = Jedan je igrač imao više od pola zrna.
teacher-reason-no-feed = Nijedan potez nije mogao dati zrna praznom redu.
teacher-reason-repetition = Isti se položaj vraćao iznova i iznova.
teacher-reason-no-capture-limit = Prošlo je previše poteza bez osvajanja.
teacher-reason-empty-row = Jedan je red kućica bio prazan.
teacher-reason-endless = Jedan potez nikada ne bi završio.
teacher-reason-no-move = Jedan igrač nije imao više zrna za igru.
teacher-class = Razred danas
teacher-no-children = Danas još nijedno dijete nije igralo.
teacher-name = Ime
teacher-beaten = Tux pobijeđen do razine { $level }
teacher-lessons-missing = Svaka ćelija pokazuje dobivene / neriješene / izgubljene igre. Lekcije se ovdje još ne broje: igre u pregledniku nemaju lekcija.
teacher-csv = Preuzmi igre (CSV)
teacher-forget = Zaboravi razred
teacher-forget-confirm = Izbrisati sva imena i sve rezultate s poslužitelja? To se ne može poništiti.
teacher-forgotten = Razred je zaboravljen: na poslužitelju nije ostalo nijedno ime ni rezultat.
teacher-closed-room = Učitelj je zatvorio tvoju sobu. Možeš započeti novu igru.
