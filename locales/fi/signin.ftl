# Luokkaan kirjautuminen, opettajan antamat tehtävät ja lapsen oma edistyminen suomeksi.
# Lukijat ovat 6–10-vuotiaita, moni ei vielä lue sujuvasti: mahdollisimman vähän sanoja, lämmin sävy.
# Lapsi kirjautuu napauttamalla luokkansa, nimensä ja sitten kolme kuvaansa järjestyksessä.
# Sanastossa "ryhmä" on varattu: opettajan ryhmät näytetään lapselle luokkina.

## Kirjautuminen

signin-who = Kuka sinä olet?
signin-tap-group = Napauta omaa luokkaasi.
signin-tap-name = Napauta omaa nimeäsi.
signin-tap-pictures = Napauta kolmea kuvaasi.
signin-pictures = Sinun kuvasi
signin-pictures-chosen =
    { $count ->
        [one] Yksi kuva kolmesta napautettu
       *[other] { $count } kuvaa kolmesta napautettu
    }
signin-back = Takaisin
signin-clear = Aloita alusta
signin-wrong = Ei ihan. Katso korttiasi ja yritä uudestaan!
signin-paused =
    Pidetään pieni tauko! Yritä uudestaan { $minutes ->
        [one] minuutin
       *[other] { $minutes } minuutin
    } päästä.
signin-unreachable = Luokkaan ei saada juuri nyt yhteyttä. Yritä pian uudestaan.
signin-no-guests = Kirjaudu sisään, niin pääset pelaamaan luokkasi kanssa.
signin-sign-out = Kirjaudu ulos
signin-ended-everyone = Opettajasi on kirjannut kaikki ulos. Kiitos pelistä!
signin-ended-new-code = Sinulla on uudet kuvat! Pyydä opettajalta uusi korttisi.
signin-ended-deleted = Luokan nimilista on muuttunut. Jos et löydä nimeäsi, kysy opettajalta.


## Opettajan antamat tehtävät, ensimmäisinä aloitusnäytöllä

signin-assignments = Opettajaltasi
signin-assignment-lessons = Oppitunnit { $from }–{ $to }
signin-assignment-puzzles =
    { $count ->
        [one] Yksi pulma
       *[other] { $count } pulmaa
    }
signin-assignment-chapter = Strategialuku
signin-assignment-beat-tux = Voita Tux tasolla { $level }
signin-assignment-classmate = Pelaa peli luokkakaverin kanssa
signin-assignment-progress = { $progress }/{ $target }
signin-assignment-done = Valmis!

## Oma edistyminen

signin-progress = Oma edistymiseni
signin-progress-tux = Voitit Tuxin tasolla { $level }
signin-progress-tux-none = Et ole vielä voittanut Tuxia
signin-progress-lessons = Oppitunteja tehty { $done }/{ $all }
signin-progress-puzzles =
    { $solved ->
        [one] Yksi pulma ratkaistu
       *[other] { $solved } pulmaa ratkaistu
    }
signin-progress-chapters =
    { $stars ->
        [one] Yksi tähti strategialuvuista
       *[other] { $stars } tähteä strategialuvuista
    }
signin-progress-none = Täällä ei ole vielä mitään. Pelaa peli!
