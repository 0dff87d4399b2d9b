# Pulmat ja laskuharjoitukset suomeksi.
# Pulma on hetki oikeasta pelistä, jossa on yksi selvästi paras siirto; laskuharjoitus
# kysyy pienen kysymyksen yhdestä siirrosta, pienimmille.
# Lukijat ovat 6–10-vuotiaita lapsia: lyhyitä lauseita, yksi asia kerrallaan, lämmin sävy.
# $house on talon kirjain (A, B, C… alarivissä, a, b, c… ylärivissä); luku on aina
# muuttuja, ei koskaan kirjoitettu tekstiin.

## Painikkeet ja rivi laudan yläpuolella

puzzles-open = Pulmat
# Pelin kortin alla oleva pulmapainike ruudunlukijalle.
puzzles-card = Pelin { $game } pulmat: pulmapisteesi { $rating }
# Tasorivin paikalla pulman aikana.
puzzles-heading = Pulma · pulmapisteesi { $rating } · paras putki { $best }
puzzles-heading-own = Pulma omasta pelistäsi · pulmapisteesi { $rating }
puzzles-heading-streak = Putki: { $count } peräkkäin · paras { $best }
puzzles-hint = Vihje
puzzles-retry = Yritä uudestaan
puzzles-next = Seuraava pulma
puzzles-streak = Putki
# Aihepainike: $theme on yksi alla olevista aiheiden nimistä.
puzzles-theme = Aihe: { $theme }
puzzles-theme-all = kaikki
puzzles-theme-captures = kaappaukset
puzzles-theme-defence = puolustus
puzzles-theme-feeding = ruokkiminen
puzzles-theme-big-house = isot talot
puzzles-theme-ending = loppupelit
puzzles-theme-extra-turn = lisävuorot
puzzles-theme-tuzdyk = tuzdykit
puzzles-none = Tästä aiheesta ei ole täällä pulmaa. Valitse toinen aihe!
puzzles-drills = Laskeminen

## Mitä etsiä: tehtävä pulman ensimmäisestä aiheesta

puzzle-task-captures = Etsi siirto, joka kaappaa eniten siemeniä.
puzzle-task-captures-line = Mieti etukäteen: etsi siirrot, jotka yhdessä kaappaavat eniten siemeniä.
puzzle-task-defence = Tux uhkaa taloasi { $house }: pidä siemenesi!
puzzle-task-defence-any = Tux uhkaa siemeniäsi: pidä ne turvassa!
puzzle-task-feeding = Tuxilla ei ole enää siemeniä. Ruoki Tuxia ja voita silti!
puzzle-task-big-house = Yhdessä talossasi on paljon siemeniä. Etsi paras tapa kylvää se!
puzzle-task-ending = Peli on melkein ohi. Etsi siirto, joka kaappaa eniten siemeniä!
puzzle-task-extra-turn = Etsi siirto, jonka jälkeen saat pelata uudestaan.
puzzle-task-tuzdyk = Etsi siirto, jolla saat tuzdykin.
# Lisätään tehtävään, kun lapsi pelaa useamman kuin yhden siirron.
puzzle-task-line = Tux vastaa. Pelaa, kunnes pulma on lopussa.

## Miten siirto meni

puzzle-right = Kyllä, hienosti löydetty!
puzzle-go-on = Oikein! Tux vastasi: nyt on taas sinun vuorosi.
puzzle-solved = Pulma ratkaistu!
puzzle-solved-helped = Pulma ratkaistu! Kokeile ensi kerralla ilman apua.
puzzle-wrong = Ei tämä. Katso, mitä Tux voi tehdä sen jälkeen.
puzzle-try-again = Paina ”Yritä uudestaan” ja katso vielä kerran.

## Miksi: haun luvut sanoin
## $house on pelattu talo, $other jokin toinen talo, $count kaapatut siemenet,
## $taken siemenet, jotka Tux sitten ottaa, $gain koko pulmassa voitetut siemenet.

puzzle-why-captures =
    { $count ->
        [one] Talo { $house } kaappaa { $count } siemenen.
       *[other] Talo { $house } kaappaa { $count } siementä.
    }
puzzle-why-quiet = Talo { $house } ei kaappaa nyt mitään.
puzzle-why-other = Talo { $other } kaappaisi { $count }, ja sitten Tux ottaa { $taken }.
# Said instead when Tux would take nothing.
puzzle-why-other-safe = Talo { $other } kaappaisi { $count }, eikä Tux saisi mitään.
puzzle-why-gain =
    { $gain ->
        [one] Lopulta sinulla on { $gain } siemen enemmän kuin Tuxilla.
       *[other] Lopulta sinulla on { $gain } siementä enemmän kuin Tuxilla.
    }
puzzle-why-tux-takes =
    { $taken ->
        [one] Sitten Tux ottaa { $taken } siemenen.
       *[other] Sitten Tux ottaa { $taken } siementä.
    }

## Vihjeiden tikkaat: aihe, sitten talo, sitten mitä talo tekee

puzzle-hint-captures = Vihje: katso, mihin kukin viimeinen siemen putoaa. Mikä kaappaa eniten?
puzzle-hint-defence = Vihje: minkä taloistasi Tux voisi kaapata? Siirrä ne siemenet tai tee talosta liian iso.
puzzle-hint-feeding = Vihje: Tux tarvitsee siemeniä, mutta älä anna liikaa.
puzzle-hint-big-house = Vihje: laske, kuinka pitkälle täysimmän talosi siemenet ulottuvat.
puzzle-hint-ending = Vihje: laske laudalle jääneet siemenet.
puzzle-hint-extra-turn = Vihje: etsi viimeinen siemen, joka putoaa varastoosi.
puzzle-hint-tuzdyk = Vihje: etsi viimeinen siemen, joka tekee kolme siementä Tuxin rivin taloon.
puzzle-hint-house = Vihje: katso taloasi { $house }.

## Putki: pulmia peräkkäin, yhä vaikeampia, ensimmäiseen virheeseen asti

puzzles-streak-over = Putki päättyi { $count } pulman jälkeen. Parhaasi on { $best }.
puzzles-streak-best = Uusi paras putki: { $count }!

## Laskuharjoitukset

drill-last-seed = Mihin talon { $house } viimeinen siemen putoaa? Napauta sitä taloa.
drill-last-seed-store = Mihin talon { $house } viimeinen siemen putoaa? Napauta sitä taloa tai varastoasi.
drill-captures = Montako siementä talo { $house } kaappaa? Valitse luku.
drill-at-risk = Mitkä taloistasi Tux voisi kaapata seuraavaksi? Napauta ne kaikki ja sitten OK.
drill-right = Oikein!
drill-wrong = Ei aivan. Katso, miten siemenet kulkevat.
drill-answer-house = Viimeinen siemen putoaa taloon { $house }.
drill-answer-store = Viimeinen siemen putoaa varastoosi.
drill-answer-none = Tux ei voi kaapata yhtään taloistasi.
# $house luettelee talot: ”A, C”.
drill-answer-at-risk = Tux voisi kaapata talosi { $house }.
drill-bigger = Hienoa! Nyt taloissa on enemmän siemeniä.
drill-next = Seuraava kysymys
drill-ok = OK
drill-store = Varastosi
