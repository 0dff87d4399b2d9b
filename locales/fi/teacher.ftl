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
teacher-guest = Vieras (ei nimeä)
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
teacher-reason-score = Toisella pelaajista oli yli puolet siemenistä.
teacher-reason-no-feed = Mikään siirto ei voinut antaa siemeniä tyhjälle riville.
teacher-reason-repetition = Sama asema palasi yhä uudelleen.
teacher-reason-no-capture-limit = Liian monta siirtoa meni ilman kaappausta.
teacher-reason-empty-row = Yksi talorivi oli tyhjä.
teacher-reason-endless = Yksi siirto ei olisi koskaan loppunut.
teacher-reason-no-move = Toisella pelaajista ei ollut enää siemeniä pelattavaksi.
teacher-class = Luokka tänään
teacher-no-children = Kukaan lapsi ei ole vielä pelannut tänään.
teacher-name = Nimi
teacher-beaten = Voitti Tuxin tasolle { $level } asti
teacher-class-help = Jokainen solu näyttää voitot / tasapelit / tappiot ja sitten lapsen tekemät oppitunnit siinä pelissä. Oppitunnit tulevat tähän palvelimeen yhdistetyiltä tietokoneilta; selaimen peleissä ei ole oppitunteja.
teacher-lessons = Oppitunnit: { $done } / { $total }
teacher-csv = Lataa pelit (CSV)
teacher-lessons-csv = Lataa oppitunnit (CSV)
teacher-forget = Unohda luokka
teacher-forget-confirm = Poistetaanko palvelimelta kaikki nimet ja kaikki tulokset? Tätä ei voi perua.
teacher-forgotten = Luokka on unohdettu: palvelimelle ei jäänyt yhtään nimeä eikä tulosta.
teacher-closed-room = Opettaja lopetti pelisi. Voit aloittaa uuden.
classroom-away = { $player } poistui pelistä hetkeksi. Odotetaan, että { $player } palaa… Voit myös palata Valikkoon.

# Luokan turnaus: opettajan sivulla ja sitten jokaisen lapsen aloitusnäytöllä. $name on lapsen
# nimi niin kuin hän sen kirjoitti; $round ja $rounds laskevat kierroksia.
tournament-title = Luokan turnaus
tournament-setup-help = Valitse peli ja pelaavat lapset. Jokainen lapsi pelaa kerran jokaista muuta vastaan, yhden pelin kierroksessa; jos lapsia on pariton määrä, yksi lapsi lepää joka kierroksella.
tournament-seeds = Siemeniä joka talossa
tournament-children = Pelaavat lapset
tournament-no-candidates = Täällä ei ole vielä lapsia. Lapset näkyvät, kun he avaavat lasten sivun omalla nimellään.
tournament-start = Aloita turnaus
tournament-started = Turnaus on alkanut. Jokainen lapsi näkee ensimmäisen pelinsä.
tournament-pick-two = Valitse vähintään kaksi lasta.
tournament-going = Turnaus on jo käynnissä. Peru se ensin.
tournament-refused = Nämä lapset eivät voi pelata turnausta: valitse 2–16 lasta, joista jokainen on kirjoittanut nimensä lasten sivulle.
tournament-cancel = Peru turnaus
tournament-cancel-confirm = Perutaanko turnaus? Sen taulukko poistetaan; käynnissä olevat pelit jatkuvat tavallisina peleinä.
tournament-cancelled = Turnaus on peruttu.
tournament-round = Kierros { $round }/{ $rounds }
tournament-over = Turnaus on päättynyt.
tournament-place = Sija
tournament-points = Pisteet
tournament-played = Pelattu
tournament-won = Voitot
tournament-drawn = Tasapelit
tournament-lost = Tappiot
tournament-byes = Lepokierrokset
tournament-games = Pelit
tournament-bye-of = { $name } lepää tällä kierroksella.
tournament-not-finished = { $south } – { $north }: peli on käynnissä.
tournament-csv = Lataa taulukko (CSV)
tournament-rules = Voitosta saa 2 pistettä, tasapelistä 1, tappiosta 0 ja lepokierroksesta ei yhtään. Tasapisteissä järjestyksen ratkaisevat lasten keskinäiset pelit, sitten kaapatut siemenet ja lopuksi nimi.
tournament-name-help = Kirjoita nimesi, niin opettaja voi ottaa sinut mukaan luokan turnaukseen.
tournament-name-save = Tämä on nimeni
tournament-heading = Luokan turnaus, kierros { $round }/{ $rounds }
tournament-next = Seuraava pelisi: vastassa { $name }
tournament-open = Pelaa tämä peli
tournament-bye = Lepäät tällä kierroksella. Seuraava pelisi tulee seuraavalla kierroksella.
tournament-wait = Tämän kierroksen pelisi on pelattu. Seuraava kierros alkaa, kun kaikki pelit ovat päättyneet.
tournament-final = Turnaus on päättynyt! Taulukko:
tournament-points-of =
    { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }

# Nimi ja se, mitä se nimeää, samalla rivillä: ”Oware: Kuka pelaa?”.
page-label-value = { $label }: { $value }
