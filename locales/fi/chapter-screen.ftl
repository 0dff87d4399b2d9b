# Strategian luvut suomeksi: niiden näyttöjen ja painikkeiden sanat. Lukujen omat tekstit
# (otsikot, selitykset, tavoitteet) ovat tiedostossa chapters.ftl.
# Luku opettaa yhden idean: muutama selitysnäyttö laudalla ja sitten asemia, jotka pelataan
# Tuxia vastaan tavoitteen kanssa. Jokainen saavutettu tavoite tuo yhdestä kolmeen tähteä.
# Lukijat ovat 6–10-vuotiaita lapsia: lyhyitä lauseita, yksi ajatus kerrallaan, lämmin sävy.
# Pelin nimi on muuttumattomana sanan "peli" jälkeen: "Pelin { $game } strategialuvut".

## Painikkeet ja luettelo

chapters-open = Strategialuvut
# Lukujen painike pelin kortin alla, ruudunlukijaa varten.
chapters-card =
    { $count ->
        [one] Pelin { $game } strategialuvut: sinulla on { $count } tähti
       *[other] Pelin { $game } strategialuvut: sinulla on { $count } tähteä
    }
chapters-list-title = Pelin { $game } strategialuvut
chapters-item = { $number }. { $title }
# Luettelon luku ruudunlukijaa varten: ansaitut tähdet kaikista, joita luku tarjoaa.
chapters-item-stars =
    { $count ->
        [one] { $number }. { $title }: { $count } tähti, mahdollisia { $total }
       *[other] { $number }. { $title }: { $count } tähteä, mahdollisia { $total }
    }
chapters-item-locked = { $number }. { $title }: lukittu. Tee ensin edellinen luku.
chapters-back = Takaisin
chapters-next = Seuraava
# Selityksen viimeinen näyttö vie pelattaviin asemiin.
chapters-to-play = Pelataan!

## Laudan yläpuolinen rivi

# Selitys: luvun otsikko ja monesko näyttö monestako.
chapters-screen-heading = { $title }: sivu { $number }/{ $total }
# Pelattava asema: luvun otsikko ja monesko monestako.
chapters-stage-heading = { $title }: haaste { $number }/{ $total }
chapters-moves-left =
    { $count ->
        [one] Sinulla on { $count } siirto jäljellä.
       *[other] Sinulla on { $count } siirtoa jäljellä.
    }
chapters-safe-left =
    { $count ->
        [one] Tuxilla on vielä { $count } yritys.
       *[other] Tuxilla on vielä { $count } yritystä.
    }
chapters-sowings-left =
    { $count ->
        [one] Kylvä tällä vuorolla vielä { $count } kerran.
       *[other] Kylvä tällä vuorolla vielä { $count } kertaa.
    }
chapters-met-best = Tavoite saavutettu niin vähillä siirroilla kuin mahdollista: kolme tähteä!
chapters-met =
    { $count ->
        [one] Tavoite saavutettu: { $count } tähti. Onnistuisitko vähemmillä siirroilla?
       *[other] Tavoite saavutettu: { $count } tähteä. Onnistuisitko vähemmillä siirroilla?
    }
chapters-chapter-done = Sait tämän luvun valmiiksi!
chapters-missed = Ei tällä kertaa. Yritä uudestaan alusta tai palaa hetkeen ennen viimeistä siirtoasi.
chapters-try-again = Yritä uudestaan
chapters-from-last-move = Kumoa viimeinen siirtoni
