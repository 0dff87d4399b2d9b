# Opettajan sivu (/teacher oware-server-palvelimella) ja lause, jonka lapsi näkee, kun opettaja
# sulkee hänen huoneensa. Vain selaimen sivut lukevat nämä.

teacher-title = Opettajan sivu
teacher-language = Kieli
teacher-code-label = Opettajan koodi
teacher-code-help = Palvelin näyttää koodin aina käynnistyessään rivillä ”teacher code:”.
teacher-sign-in = Kirjaudu sisään
teacher-sign-out = Kirjaudu ulos
teacher-wrong-code = Tämä ei ole opettajan koodi. Tarkista se ja yritä uudelleen.
teacher-paused =
    { $minutes ->
        [one] Liian monta väärää koodia. Odota { $minutes } minuutti ja yritä sitten uudelleen.
       *[other] Liian monta väärää koodia. Odota { $minutes } minuuttia ja yritä sitten uudelleen.
    }
teacher-rooms = Huoneet nyt
teacher-no-rooms = Yhtään huonetta ei ole auki.
teacher-room = Huone
teacher-game = Peli
teacher-south = Etelä
teacher-north = Pohjoinen
teacher-moves = Siirrot
teacher-turn = Vuoro tai tulos
teacher-captured = Kaapatut siemenet
teacher-tux-level = Tux, taso { $level }
teacher-waiting = Odottaa luokkakaveria
teacher-left = Lähti
teacher-connected = Yhteydessä
teacher-disconnected = Ei yhteyttä
teacher-close = Sulje
teacher-close-confirm = Suljetaanko huone { $code }? Molemmille pelaajille kerrotaan, että opettaja sulki sen.
teacher-closed = Huone { $code } on suljettu.
teacher-finished = Tänään päättyneet pelit
teacher-no-finished = Yksikään peli ei ole vielä päättynyt tänään.
teacher-won = { $winner } voitti pelaajan { $loser }, { $score }.
teacher-drawn = { $south } ja { $north } pelasivat tasapelin, { $score }.
teacher-reason-score = Toisella pelaajalla oli yli puolet siemenistä.
teacher-reason-no-feed = Mikään siirto ei voinut antaa siemeniä tyhjälle riville.
teacher-reason-repetition = Sama asema palasi yhä uudelleen.
teacher-reason-no-capture-limit = Liian monta siirtoa meni ilman kaappausta.
teacher-reason-empty-row = Yksi kuopparivi oli tyhjä.
teacher-reason-endless = Yksi siirto ei olisi koskaan loppunut.
teacher-reason-no-move = Toisella pelaajalla ei ollut enää siemeniä pelattavaksi.
teacher-class = Luokka tänään
teacher-no-children = Kukaan lapsi ei ole vielä pelannut tänään.
teacher-name = Nimi
teacher-beaten = Voitti Tuxin tasolle { $level } asti
teacher-lessons-missing = Jokainen solu näyttää voitetut / tasapelit / hävityt pelit. Oppitunteja ei vielä lasketa tässä: selaimen peleissä ei ole oppitunteja.
teacher-csv = Lataa pelit (CSV)
teacher-forget = Unohda luokka
teacher-forget-confirm = Poistetaanko palvelimelta kaikki nimet ja kaikki tulokset? Tätä ei voi perua.
teacher-forgotten = Luokka on unohdettu: palvelimelle ei jäänyt yhtään nimeä eikä tulosta.
teacher-closed-room = Opettaja sulki huoneesi. Voit aloittaa uuden pelin.
