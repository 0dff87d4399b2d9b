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

# Luokan nimilista: lapset, jotka opettaja lisää kerran opetusryhmittäin, kullakin kuvakoodi
# kolmesta kuvasta tietyssä järjestyksessä; kirjautumiskortit; edistyminen viikkojen mittaan;
# opettajan antama työ. $name on lapsen nimi niin kuin opettaja sen kirjoitti.
roster-title = Luokan nimilista
roster-help = Lisää jokainen lapsi kerran ja merkitse hänen opetusryhmänsä. Jokainen lapsi saa kuvakoodin: kolme kuvaa tietyssä järjestyksessä. Niitä napauttamalla lapsi kirjautuu lasten sivulle tai aktiviteettiin.
roster-add-name = Nimi
roster-add-group = Opetusryhmä
roster-add-code = Kuvakoodi (kolme numeroa väliltä 1–9; jos kenttä jää tyhjäksi, koodi arvotaan)
roster-add = Lisää lapsi
roster-added = { $name } on nyt luokan nimilistalla. Tulosta hänen korttinsa alta.
roster-import-label = CSV-tiedosto nimistä ja opetusryhmistä
roster-import-help = Yksi lapsi riville: nimi, opetusryhmä ja halutessasi kuvakoodi, esimerkiksi 427. Jos ensimmäinen rivi on ”name,group”, se ohitetaan. Jos yksikin rivi on virheellinen, mitään ei tuoda.
roster-import = Tuo tiedosto
roster-imported =
    { $count ->
        [one] Yksi lapsi lisätty. Tulosta kortit alta.
       *[other] { $count } lasta lisätty. Tulosta kortit alta.
    }
roster-bad-row = Tiedoston rivillä { $line } on virhe ({ $reason }). Mitään ei tuotu: korjaa rivi ja tuo tiedosto uudelleen.
roster-reason-columns = rivillä on oltava nimi ja opetusryhmä, ja sen lisäksi saa olla vain kuvakoodi
roster-reason-name = nimi on tyhjä tai yli 40 merkkiä pitkä
roster-reason-group = opetusryhmä on tyhjä tai yli 40 merkkiä pitkä
roster-reason-code = kuvakoodin on oltava kolme numeroa väliltä 1–9
roster-reason-quote = lainausmerkki jäi sulkematta
roster-reason-empty = tiedostossa ei ole yhtään lasta
roster-reason-too-many = lapsia voi tuoda enintään 500 kerralla
roster-reason-file-too-long = tiedosto on liian pitkä
roster-reason-not-utf8 = tallenna tiedosto UTF-8-tekstinä
roster-no-children = Luokan nimilistalla ei ole vielä yhtään lasta.
roster-actions = Muuta
roster-rename = Nimeä uudelleen
roster-rename-prompt = Uusi nimi lapselle { $name }:
roster-renamed = Lapsen nimi on nyt { $name }.
roster-move = Lapsen { $name } opetusryhmä
roster-new-code = Uusi koodi
roster-new-code-made = { $name } sai uuden kuvakoodin: tulosta uusi kortti alta. Vanha kortti ei enää toimi.
roster-delete = Poista
roster-delete-confirm = Poistetaanko { $name } ja kaikki hänen tuloksensa lopullisesti? Tätä ei voi perua.
roster-deleted = { $name } on poistettu kaikkine tuloksineen.
roster-guests = Lapset saavat pelata myös kirjautumatta, vieraina (ei koskaan turnauksessa)
roster-guests-allowed = Vieraat saavat pelata.
roster-guests-refused = Nyt vain luokan nimilistalla olevat lapset saavat pelata.
roster-chapters-open = Avaa kaikki strategialuvut kaikille lapsille (edellistä lukua ei tarvitse tehdä ensin)
roster-chapters-opened = Kaikki strategialuvut ovat nyt auki.
roster-chapters-in-order = Strategialuvut aukeavat taas yksi kerrallaan.
roster-retention = Montako päivää tulokset säilytetään
roster-retention-set =
    { $days ->
        [one] Tulokset säilytetään { $days } päivän.
       *[other] Tulokset säilytetään { $days } päivää.
    }
roster-sign-everyone-out = Kirjaa kaikki ulos
roster-signed-everyone-out = Kaikki lapset on kirjattu ulos kaikilla tableteilla ja tietokoneilla.
roster-new-cards = Uudet kortit koko luokalle
roster-new-cards-confirm = Annetaanko jokaiselle lapselle uusi kuvakoodi? Vanhat kortit lakkaavat toimimasta.
roster-new-cards-made = Jokaisella lapsella on uusi kuvakoodi. Tulosta kortit alta.
roster-error-bad-name = Nimessä on oltava 1–40 merkkiä.
roster-error-bad-code = Kuvakoodin on oltava kolme numeroa väliltä 1–9, esimerkiksi 427.
roster-error-bad-setting = Tuloksia voi säilyttää 1–3650 päivää.
roster-error-bad-assignment = Tätä työtä ei voi antaa: tarkista numerot ja se, kenelle työ annetaan.
roster-error-no-such-child = Tätä lasta ei enää ole luokan nimilistalla.
roster-error-no-such-group = Tätä opetusryhmää ei enää ole luokan nimilistalla.
roster-error-not-saved = Palvelin ei voinut tallentaa tätä. Mikään ei muuttunut. Yritä uudelleen.
roster-cards-title = Kirjautumiskortit
roster-cards-help = Lapsi kirjautuu napauttamalla opetusryhmäänsä, nimeään ja sitten kolmea kuvaansa tässä järjestyksessä. Palvelin tallentaa koodit niin, ettei kukaan voi enää lukea niitä: tulosta kortit nyt.
roster-cards-print = Tulosta kortit
roster-cards-none = Kortit ilmestyvät tähän, kun lisäät lapsia tai annat uusia koodeja.
roster-picture-sun = Aurinko
roster-picture-tree = Puu
roster-picture-fish = Kala
roster-picture-flower = Kukka
roster-picture-apple = Omena
roster-picture-boat = Vene
roster-picture-star = Tähti
roster-picture-cat = Kissa
roster-picture-ball = Pallo
progress-title = Luokan edistyminen
progress-help = Jokaisen nimilistan lapsen tiedot jokaisesta pelistä: korkein Tuxin taso, jolla lapsi on voittanut, oppitunnit, tehtävät ja strategialukujen tähdet. Avaa nimi, niin näet lapsen oman sivun ja historian.
progress-tux = Voitti Tuxin tasolla { $level }
progress-tux-on = Voitti Tuxin tasolla { $level } ({ $date })
progress-tux-none = Ei ole vielä voittanut Tuxia
progress-games =
    { $games ->
        [one] { $games } peli, voittoja: { $wins }
       *[other] { $games } peliä, voittoja: { $wins }
    }
progress-puzzles = Tehtävät: vahvuusluku { $rating }, ratkaistu { $solved }/{ $tried }
progress-streak = paras putki { $streak }
progress-theme = ratkaistu { $solved }/{ $tried }
progress-stars = Strategiatähdet: { $stars }
progress-last = Viimeksi: { $date }
progress-csv = Lataa edistyminen (CSV)
progress-back = Takaisin luokan näkymään
progress-print = Tulosta tämä raportti
progress-child-title = { $name }, opetusryhmä { $group }
progress-nothing-yet = Ei vielä mitään.
progress-history = Historia
progress-history-lesson = oppitunti { $lesson } tehty
progress-history-here = ystävä samalla tietokoneella
progress-history-won = voitto, vastustaja: { $opponent }, { $score }
progress-history-lost = tappio, vastustaja: { $opponent }, { $score }
progress-history-draw = tasapeli, vastustaja: { $opponent }, { $score }
assignments-title = Annettu työ
assignments-none = Työtä ei ole vielä annettu.
assignment-kind = Työ
assignment-kind-lessons = Oppitunnit
assignment-kind-puzzles = Tehtävät
assignment-kind-chapter = Strategialuku
assignment-kind-beat-tux = Voita Tux
assignment-kind-classmate = Peli luokkakaveria vastaan
assignment-first-lessons = Ensimmäinen oppitunti
assignment-second-lessons = Viimeinen oppitunti
assignment-first-puzzles = Montako tehtävää
assignment-second-puzzles = Aihe (tyhjä = mikä tahansa)
assignment-first-chapter = Strategialuku
assignment-second-chapter = (ei täytettävää)
assignment-first-beat-tux = Tuxin taso
assignment-second-beat-tux = (ei täytettävää)
assignment-first-classmate = (ei täytettävää)
assignment-second-classmate = (ei täytettävää)
assignment-for = Kenelle
assignment-for-class = Koko luokka
assignment-give = Anna tämä työ
assignment-given = Työ on annettu. Se näkyy ensimmäisenä jokaisen lapsen aloitusnäytöllä.
assignment-remove = Poista
assignment-remove-confirm = Poistetaanko tämä työ? Lasten jo tekemä työ säilyy.
assignment-lessons = oppitunnit { $from }–{ $to }
assignment-puzzles =
    { $count ->
        [one] { $count } tehtävä
       *[other] { $count } tehtävää
    }
assignment-puzzles-theme =
    { $count ->
        [one] { $count } tehtävä, aihe: { $theme }
       *[other] { $count } tehtävää, aihe: { $theme }
    }
assignment-chapter = luku ”{ $chapter }”
assignment-beat-tux = voita Tux tasolla { $level }
assignment-classmate = peli luokkakaveria vastaan
assignment-done = tehty
assignment-progress = { $progress }/{ $target }
assignment-done-count = Työn tehneitä lapsia: { $done }/{ $total }

## Luokan strategialuvut: kunkin lapsen lukujen tähdet.
teacher-chapters-title = Strategialuvut
teacher-chapters-help = Luvut, jotka kukin lapsi on aloittanut, peleittäin: jokaisen haasteen tähdet (enintään kolme) ja valmiit luvut, joiden kaikki haasteet on läpäisty.
teacher-chapters-none = Kukaan lapsi ei ole vielä saanut yhtään tähteä strategialuvuista.
teacher-chapters-count = Valmiit luvut: { $done }/{ $total }
teacher-chapters-stars = { $title }: { $stars }/{ $total } tähteä
teacher-chapters-done = { $title }: valmis, { $stars }/{ $total } tähteä
