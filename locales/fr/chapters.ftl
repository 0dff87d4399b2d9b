# Les chapitres de stratégie, en français (the chapters of strategy, in French).
# Readers are children aged 7 to 11: short sentences, one idea each, a warm tone.
# The screens are replayed on the board while the child reads, so they say "regarde" and never
# name a house by its letter. A number is always a variable, never written in the text.

## The goals. $seeds, $moves, $lead and $sowings are counts; $moves is the child's own moves.

chapter-task-capture =
    { $moves ->
        [one] Capture au moins { $seeds } graines en un seul coup.
       *[other] Capture au moins { $seeds } graines en { $moves } coups ou moins.
    }
chapter-task-keep-safe =
    { $moves ->
        [one] Protège tes graines : Tux ne doit rien capturer à son prochain coup.
       *[other] Protège tes graines : Tux ne doit rien capturer pendant ses { $moves } prochains coups.
    }
chapter-task-win =
    { $moves ->
        [one] Gagne la partie en un seul coup.
       *[other] Gagne la partie en { $moves } coups ou moins.
    }
chapter-task-tuzdyk =
    { $moves ->
        [one] Fais un tuzdyk en un seul coup, et garde plus de graines dans ton kazan que Tux dans le sien.
       *[other] Fais un tuzdyk en { $moves } coups ou moins, et garde plus de graines dans ton kazan que Tux dans le sien.
    }
chapter-task-chain = Sème { $sowings } fois de suite avant que Tux ne joue.
chapter-task-lead =
    { $lead ->
        [one] Aie au moins { $lead } graine de plus que Tux dans ton grenier
       *[other] Aie au moins { $lead } graines de plus que Tux dans ton grenier
    } { $moves ->
        [one] après ton prochain coup.
       *[other] d’ici { $moves } coups.
    }

## Oware

chapter-oware-targets-title = Maisons en danger
chapter-oware-targets-screen-1 = Une maison à toi qui n’a qu’une ou deux graines est en danger. Si la dernière graine de Tux y tombe, la maison en contient alors deux ou trois, et Tux les capture. Une maison de trois graines ou plus est bien plus difficile à capturer.
chapter-oware-targets-screen-2 = Tux vise une de tes maisons. Regarde : les graines en danger quittent la maison avant que Tux n’y arrive. Le coup de Tux ne capture alors rien.

chapter-oware-count-title = Où tombe la dernière graine ?
chapter-oware-count-screen-1 = Quand tu sèmes, chaque maison suivante reçoit une graine. La dernière graine tombe donc autant de maisons plus loin qu’il y avait de graines dans la maison. Compte avant de jouer !
chapter-oware-count-screen-2 = Regarde ce coup. La dernière graine fait deux ou trois dans une maison de l’autre rangée, et la maison juste avant aussi. Un seul coup capture les deux maisons.

chapter-oware-big-house-title = La grosse maison
chapter-oware-big-house-screen-1 = Parfois, il vaut mieux ne pas jouer une maison et laisser ses graines s’accumuler. Une maison qui a assez de graines fait tout le tour du plateau : chaque maison de l’autre rangée reçoit une graine, certaines deux.
chapter-oware-big-house-screen-2 = Attends que l’autre rangée ait beaucoup de maisons avec une ou deux graines. Joue alors ta grosse maison. Regarde : ses dernières graines font deux ou trois dans plusieurs maisons, et tu les captures toutes.

chapter-oware-feeding-title = Nourrir et affamer
chapter-oware-feeding-screen-1 = Si la rangée de Tux est vide, tu dois la nourrir : joue une maison dont les graines y arrivent. Quand Tux a peu de graines, il a peu de coups, et c’est toi qui choisis ce qu’il peut faire.
chapter-oware-feeding-screen-2 = Mais attention à ne pas tout prendre. Une prise qui enlèverait toutes les graines de l’autre rangée ne prend rien du tout. Regarde : ce coup laisse une graine à Tux, alors sa prise compte.

chapter-oware-tempo-title = Les coups d’attente
chapter-oware-tempo-screen-1 = Le meilleur coup ne capture pas toujours. Un petit coup qui change peu de choses oblige Tux à jouer, et son coup peut t’ouvrir une maison.
chapter-oware-tempo-screen-2 = Regarde : d’abord un coup tranquille, puis Tux doit jouer, et seulement ensuite la prise. Garde un petit coup de côté pour le moment où tu en as besoin.

chapter-oware-ending-title = Compter jusqu’au bout
chapter-oware-ending-screen-1 = Quand il reste peu de graines, compte tout : les graines de chaque maison, et combien de coups chaque joueur peut encore jouer. Celui qui n’a plus de coups le premier doit donner des graines.
chapter-oware-ending-screen-2 = Regarde cette fin de partie, coup par coup. Chaque graine compte : réfléchis jusqu’à la fin de la partie avant de jouer.

## Kalah

chapter-kalah-chains-title = Encore et encore
chapter-kalah-chains-screen-1 = Une maison dont la dernière graine tombe dans ton grenier te fait rejouer. Joue d’abord la maison la plus proche de ton grenier : les maisons plus à gauche gardent leurs graines et peuvent encore l’atteindre.
chapter-kalah-chains-screen-2 = Regarde : un coup dans le grenier, puis un autre, puis encore un autre. Une longue série met beaucoup de graines dans ton grenier avant même que Tux ne joue.

chapter-kalah-empty-title = La maison vide
chapter-kalah-empty-screen-1 = Quand ta dernière graine tombe dans une de tes maisons vides, tu captures les graines d’en face. Regarde cette prise.
chapter-kalah-empty-screen-2 = Tux peut faire pareil. Regarde les maisons vides de Tux : s’il peut en atteindre une et que ta maison d’en face est pleine, déplace ces graines ou remplis la maison vide.

chapter-kalah-right-title = Des graines près du grenier
chapter-kalah-right-screen-1 = Les maisons proches de ton grenier n’ont besoin que de peu de graines pour l’atteindre, et elles te font rejouer. Garde des graines dedans, et joue les maisons de gauche quand tu peux attendre.
chapter-kalah-right-screen-2 = Regarde : les graines de droite vont dans le grenier coup après coup, et Tux ne peut pas les atteindre.

chapter-kalah-sweep-title = Les dernières graines
chapter-kalah-sweep-screen-1 = La partie s’arrête dès qu’une rangée est vide. Alors chaque joueur met les graines qui restent dans sa rangée dans son grenier.
chapter-kalah-sweep-screen-2 = À la fin, compte donc les deux rangées et les deux greniers. Parfois, le mieux est de vider vite ta rangée ; parfois, cela donne à Tux toutes ses graines. Regarde cette fin de partie.

## Congkak

chapter-congkak-chains-title = Encore et encore
chapter-congkak-chains-screen-1 = Une dernière graine dans ton grenier te fait rejouer. Quand ta dernière graine tombe sur d’autres graines, tu les prends toutes et tu continues à semer. Regarde jusqu’où peut aller un seul tour.
chapter-congkak-chains-screen-2 = Commence par la maison la plus proche du grenier dont la dernière graine y tombe pile. Puis regarde encore : les graines ont bougé, et une autre maison atteint peut-être le grenier maintenant.

chapter-congkak-capture-title = Les prises
chapter-congkak-capture-screen-1 = Quand ta dernière graine s’arrête dans une de tes maisons vides, tu captures les graines d’en face. Après un long voyage, les maisons sont pleines de nouvelles graines : compte bien.
chapter-congkak-capture-screen-2 = Regarde : les graines vont d’abord de maison en maison, puis elles s’arrêtent dans une de tes maisons vides, en face d’une maison de Tux bien remplie.

chapter-congkak-ending-title = La fin de la partie
chapter-congkak-ending-screen-1 = Quand c’est au tour d’un joueur et que toutes ses maisons sont vides, la partie s’arrête. Chaque joueur met les graines qui restent dans sa rangée dans son grenier. Regarde cette fin, et compte qui reçoit quoi.

## Togyz Kumalak

chapter-togyz-tuzdyk-title = Où faire son tuzdyk
chapter-togyz-tuzdyk-screen-1 = Un tuzdyk travaille pour toi jusqu’à la fin de la partie : chaque graine qui y tombe va dans ton kazan. Fais-le tôt, dans une maison de la rangée de Tux où les graines passent souvent.
chapter-togyz-tuzdyk-screen-2 = Regarde : la dernière graine fait trois dans une maison de l’autre rangée, et cette maison devient un tuzdyk. Mais un tuzdyk n’est bon que si tu restes en tête dans les kazans.

chapter-togyz-even-title = Les nombres pairs
chapter-togyz-even-screen-1 = Ta dernière graine capture quand elle fait un nombre pair dans une maison de l’autre rangée. Les grosses maisons de Tux qui ont un nombre impair de graines sont des cibles : une graine de plus, et le nombre est pair.
chapter-togyz-even-screen-2 = Regarde : ce coup finit dans une grosse maison de Tux et rend son nombre de graines pair. Toutes ses graines vont dans le kazan.

chapter-togyz-defend-title = Protège tes maisons
chapter-togyz-defend-screen-1 = Une maison à toi qui a deux graines devient le tuzdyk de Tux si sa dernière graine y tombe. Une grosse maison avec un nombre impair de graines peut être capturée. Regarde ta rangée comme Tux la regarde.
chapter-togyz-defend-screen-2 = Regarde : la grosse maison en danger est jouée avant que Tux ne l’atteigne. Ses graines sont à l’abri, et en plus elles capturent.

chapter-togyz-ending-title = La fin de partie
chapter-togyz-ending-screen-1 = Si un joueur n’a plus aucune graine quand c’est son tour, la partie s’arrête, et l’autre met les graines de sa rangée dans son kazan. Compte les graines des deux rangées et des deux kazans, et garde des graines dans ta rangée.
