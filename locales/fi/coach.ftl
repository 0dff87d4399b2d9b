# Selaimen sivun tehtävät ja laskuharjoitukset (oware-server). Vain selaimen sivut lukevat tämän.
# Lauseet (coach-task-…, coach-why-…, coach-drill-…) valitsee palvelin
# (crates/phrases/src/coach.rs); nimikkeet (coach-label-…) ovat sivun painikkeita ja otsikoita.
# $house ja $houses ovat talojen kirjaimia; $count, $taken, $best ja $size siementen tai
# tehtävien määriä.

## Mitä tehtävästä etsitään.
coach-task-captures = Etsi siirto, joka kaappaa eniten siemeniä.
coach-task-defence = Tux uhkaa siemeniäsi. Etsi siirto, joka pitää ne turvassa.
coach-task-feeding = Ruoki Tuxia ja pysy silti edellä.
coach-task-big-house = Iso talosi on valmis. Etsi siirto, joka voittaa eniten.
coach-task-ending = Peli on melkein lopussa. Etsi siirto, joka voittaa eniten siemeniä.
coach-task-extra-turn = Pudota viimeinen siemenesi varastoosi, pelaa uudestaan ja voita siemeniä.
coach-task-tuzdyk = Etsi siirto, joka tekee tuzdykin.
coach-task-best = Etsi paras siirto.

## Teemat vihjettä ja tehtävien valintaa varten.
coach-theme-captures = Kaappaukset
coach-theme-defence = Puolustus
coach-theme-feeding = Ruokkiminen
coach-theme-big-house = Iso talo
coach-theme-ending = Loppupelit
coach-theme-extra-turn = Lisävuorot
coach-theme-tuzdyk = Tuzdyk
coach-theme-best = Paras siirto

## Tulos.
coach-solved = Hienoa! Ratkaisit sen ensimmäisellä yrityksellä.
coach-solved-again = Hienoa! Ratkaisit sen.
coach-right-more = Hyvä siirto! Katso Tuxin vastaus ja etsi sitten seuraava siirtosi.
coach-wrong = Ei tämä. Katso, mitä Tux voi silloin tehdä, ja yritä uudestaan.

## Miksi: selityksen luvut sanoina.
coach-why-captures =
    { $count ->
        [one] Talo { $house } kaappaa { $count } siemenen.
       *[other] Talo { $house } kaappaa { $count } siementä.
    }
coach-why-quiet = Talo { $house } pitää siemenesi turvassa.
coach-why-alternative =
    { $count ->
        [0] Talo { $house } ei kaappaisi mitään, ja sitten Tux veisi { $taken }.
        [one] Talo { $house } kaappaisi { $count } siemenen, ja sitten Tux veisi { $taken }.
       *[other] Talo { $house } kaappaisi { $count } siementä, ja sitten Tux veisi { $taken }.
    }
coach-why-gain =
    { $count ->
        [one] Lopulta sinulla on { $count } siemen enemmän kuin Tuxilla.
       *[other] Lopulta sinulla on { $count } siementä enemmän kuin Tuxilla.
    }
coach-why-wrong =
    { $count ->
        [0] Talo { $house } ei kaappaa mitään, ja sitten Tux vie { $taken }.
        [one] Talo { $house } kaappaa { $count } siemenen, ja sitten Tux vie { $taken }.
       *[other] Talo { $house } kaappaa { $count } siementä, ja sitten Tux vie { $taken }.
    }
coach-why-wrong-plain =
    { $count ->
        [0] Talo { $house } ei kaappaa mitään, ja Tux vastaa hyvin.
        [one] Talo { $house } kaappaa { $count } siemenen, mutta Tux vastaa hyvin.
       *[other] Talo { $house } kaappaa { $count } siementä, mutta Tux vastaa hyvin.
    }

## Vihjeiden tikapuut.
coach-hint-theme = Mieti tätä: { $theme }.
coach-hint-house = Kokeile taloasi { $house }.
coach-hint-look = Katso, mitä talo { $house } tekisi.

## Putket.
coach-streak =
    { $count ->
        [one] { $count } tehtävä putkeen!
       *[other] { $count } tehtävää putkeen!
    }
coach-streak-over =
    { $best ->
        [one] Putkesi päättyi: { $count }. Paras putkesi on { $best } tehtävä.
       *[other] Putkesi päättyi: { $count }. Paras putkesi on { $best } tehtävää.
    }

## Laskuharjoitukset.
coach-drill-last-seed = Mihin talon { $house } viimeinen siemen putoaa? Napauta taloa tai varastoasi.
coach-drill-captures = Montako siementä talo { $house } kaappaa? Valitse luku.
coach-drill-at-risk = Mitkä taloistasi Tux voisi kaapata seuraavaksi? Napauta ne kaikki ja tarkista.
coach-drill-right = Oikein!
coach-drill-wrong = Ei aivan. Katso siirto.
coach-drill-lands = Viimeinen siemen putoaa taloon { $house }.
coach-drill-lands-store = Viimeinen siemen putoaa varastoosi.
coach-drill-captured =
    { $count ->
        [0] Tämä siirto ei kaappaa mitään.
        [one] Tämä siirto kaappaa { $count } siemenen.
       *[other] Tämä siirto kaappaa { $count } siementä.
    }
coach-drill-safe = Mitään taloistasi ei voi kaapata.
coach-drill-risky = Tux voisi kaapata nämä talot: { $houses }.
coach-drill-bigger =
    { $count ->
        [one] Hienoa! Nyt taloissa on enintään { $count } siemen.
       *[other] Hienoa! Nyt taloissa on enintään { $count } siementä.
    }

## Sivun painikkeet ja otsikot.
coach-label-puzzles = Tehtävät
coach-label-drills = Laskeminen
coach-label-title = Tehtävät: { $game }
coach-label-drills-title = Laskeminen: { $game }
coach-label-try-again = Yritä uudestaan
coach-label-hint = Vihje
coach-label-next = Seuraava tehtävä
coach-label-next-drill = Seuraava kysymys
coach-label-streak-start = Putki
coach-label-any = Mikä tahansa tehtävä
coach-label-rating = Vahvuusluku: { $rating }
coach-label-streak = Putkeen: { $count }
coach-label-best-streak = Paras putki: { $count }
coach-label-store = Varastosi
coach-label-check = Tarkista
coach-label-none-found = Tässä pelissä ei ole vielä tällaista tehtävää.
coach-label-kind-last-seed = Viimeinen siemen
coach-label-kind-captures = Kaappaukset
coach-label-kind-at-risk = Vaarassa
coach-label-teacher-heading = Tehtävät ja laskeminen
coach-label-teacher-game = Peli
coach-label-teacher-tried = Kokeiltuja tehtäviä
coach-label-teacher-solved = Ratkaistuja
coach-label-teacher-rating = Vahvuusluku
coach-label-teacher-best-streak = Paras putki
coach-label-teacher-themes = Teemoittain (ratkaistuja / kokeiltuja)
coach-label-teacher-drills = Laskuharjoitukset (oikein / kokeiltuja)
coach-label-teacher-none = Kukaan ei ole vielä tehnyt tehtävää eikä laskuharjoitusta.
coach-label-house =
    { $count ->
        [one] Talo { $house }, { $count } siemen
       *[other] Talo { $house }, { $count } siementä
    }
coach-label-store-seeds =
    { $count ->
        [one] Varasto, { $count } siemen
       *[other] Varasto, { $count } siementä
    }

## Strategialuvut sivulla: sivun omat painikkeet ja lauseet (muut ovat tietokonepelin,
## tiedostossa chapter-screen.ftl).
coach-label-chapters-watch = Katso uudestaan
coach-label-chapters-next-stage = Seuraava haaste
coach-label-chapters-list = Kaikki luvut
coach-label-chapters-house-refused = Tätä taloa ei voi pelata nyt. Valitse jokin toinen.
coach-label-chapters-not-now = Tätä lukua ei voi nyt avata. Yritä hetken päästä uudestaan.
