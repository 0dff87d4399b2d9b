# Poglavlja strategije, na hrvatskom: riječi njihovih zaslona i gumba. Tekstovi samih
# poglavlja (naslovi, objašnjenja, ciljevi) nalaze se u chapters.ftl.
# Poglavlje uči jednu ideju: nekoliko zaslona objašnjenja na ploči, zatim pozicije koje se
# igraju protiv Tuxa s ciljem. Svaki postignuti cilj donosi jednu do tri zvjezdice.
# Čitatelji su djeca od 6 do 10 godina: kratke rečenice, jedna misao u svakoj, topao ton.
# Hrvatski broj: [one] 1, 21 zvjezdica; [few] 2, 3, 4 zvjezdice; [other] 0, 5, 11 zvjezdica.

## Gumbi i popis

chapters-open = Poglavlja
# Gumb poglavlja ispod kartice igre, za čitač zaslona.
chapters-card =
    { $count ->
        [one] Poglavlja za { $game }: imaš { $count } zvjezdicu
        [few] Poglavlja za { $game }: imaš { $count } zvjezdice
       *[other] Poglavlja za { $game }: imaš { $count } zvjezdica
    }
chapters-list-title = Poglavlja za { $game }
chapters-item = { $number }. { $title }
# Poglavlje s popisa, za čitač zaslona: osvojene zvjezdice od svih koje nudi.
chapters-item-stars =
    { $count ->
        [one] { $number }. { $title }: { $count } zvjezdica od { $total }
        [few] { $number }. { $title }: { $count } zvjezdice od { $total }
       *[other] { $number }. { $title }: { $count } zvjezdica od { $total }
    }
chapters-item-locked = { $number }. { $title }: zaključano. Najprije završi prethodno poglavlje.
chapters-back = Natrag
chapters-next = Dalje
# Posljednji zaslon objašnjenja vodi do pozicija za igru.
chapters-to-play = Idemo igrati!

## Redak iznad ploče

# Objašnjenje: naslov poglavlja i koji je to zaslon od koliko njih.
chapters-screen-heading = { $title }: stranica { $number } od { $total }
# Pozicija za igru: naslov poglavlja i koja je to od koliko njih.
chapters-stage-heading = { $title }: izazov { $number } od { $total }
chapters-moves-left =
    { $count ->
        [one] Ostao ti je još { $count } potez.
        [few] Ostala su ti još { $count } poteza.
       *[other] Ostalo ti je još { $count } poteza.
    }
chapters-safe-left =
    { $count ->
        [one] Tux ima još { $count } potez za pokušaj.
        [few] Tux ima još { $count } poteza za pokušaj.
       *[other] Tux ima još { $count } poteza za pokušaj.
    }
chapters-sowings-left =
    { $count ->
        [one] U ovom potezu posij još { $count } put.
        [few] U ovom potezu posij još { $count } puta.
       *[other] U ovom potezu posij još { $count } puta.
    }
chapters-met-best = Cilj je postignut u najmanje poteza: tri zvjezdice!
chapters-met =
    { $count ->
        [one] Cilj je postignut: { $count } zvjezdica. Možeš li to u manje poteza?
        [few] Cilj je postignut: { $count } zvjezdice. Možeš li to u manje poteza?
       *[other] Cilj je postignut: { $count } zvjezdica. Možeš li to u manje poteza?
    }
chapters-chapter-done = Ovo je poglavlje gotovo. Bravo!
chapters-missed = Ovaj put nije uspjelo. Pokušaj ponovno od početka ili poništi svoj zadnji potez.
chapters-try-again = Pokušaj ponovno
chapters-from-last-move = Poništi moj zadnji potez
