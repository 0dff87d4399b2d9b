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
        [one] Fais un tuzdyk en un seul coup, et aie plus de graines dans ton kazan que Tux dans le sien.
       *[other] Fais un tuzdyk en { $moves } coups ou moins, et aie plus de graines dans ton kazan que Tux dans le sien.
    }
chapter-task-chain = Sème { $sowings } fois de suite avant que Tux ne joue.
chapter-task-lead =
    { $lead ->
        [one] Aie dans ton grenier au moins { $lead } graine de plus que Tux
       *[other] Aie dans ton grenier au moins { $lead } graines de plus que Tux
    } { $moves ->
        [one] après ton prochain coup.
       *[other] d’ici { $moves } coups.
    }

## Oware

chapter-oware-targets-title = Maisons en danger
chapter-oware-targets-screen-1 = Quand une de tes maisons n’a qu’une ou deux graines, elle est en danger. Si la dernière graine de Tux y tombe, la maison en contient alors deux ou trois, et Tux les capture. Une maison qui a trois graines ou plus est bien plus difficile à capturer.
chapter-oware-targets-screen-2 = Tux vise une de tes maisons. Regarde : les graines en danger quittent la maison avant que Tux n’y arrive. Alors, le coup de Tux ne capture rien.

chapter-oware-count-title = Où tombe la dernière graine ?
chapter-oware-count-screen-1 = Quand tu sèmes, chaque maison suivante reçoit une graine. Ta dernière graine tombe donc autant de maisons plus loin qu’il y avait de graines dans ta maison. Compte avant de jouer !
chapter-oware-count-screen-2 = Regarde ce coup. Après la dernière graine, une maison de l’autre rangée contient deux ou trois graines, et la maison juste avant aussi. Un seul coup capture les deux maisons.

chapter-oware-big-house-title = La grosse maison
chapter-oware-big-house-screen-1 = Parfois, il vaut mieux ne pas jouer une maison, pour que ses graines s’accumulent. Une maison qui a assez de graines fait tout le tour du plateau : chaque maison de l’autre rangée reçoit une graine, et certaines en reçoivent deux.
chapter-oware-big-house-screen-2 = Attends que l’autre rangée ait beaucoup de maisons avec une ou deux graines. Alors, joue ta grosse maison. Regarde : avec ses dernières graines, plusieurs maisons passent à deux ou trois graines, et tu les captures toutes.

chapter-oware-feeding-title = Nourrir et affamer
chapter-oware-feeding-screen-1 = Si la rangée de Tux est vide, tu dois la nourrir : joue une maison dont les graines y arrivent. Quand Tux a peu de graines, il a peu de coups possibles, et c’est toi qui choisis ce qu’il peut faire.
chapter-oware-feeding-screen-2 = Mais attention : ne prends pas tout ! Une prise qui enlèverait toutes les graines de l’autre rangée ne prend rien du tout. Regarde : ce coup laisse une graine à Tux, alors sa prise compte.

chapter-oware-tempo-title = Les coups d’attente
chapter-oware-tempo-screen-1 = Le meilleur coup ne capture pas toujours. Un petit coup qui ne change presque rien oblige Tux à jouer, et en jouant, Tux peut te laisser une maison à capturer.
chapter-oware-tempo-screen-2 = Regarde : d’abord un coup tranquille, puis Tux doit jouer, et seulement ensuite la prise. Garde un petit coup de côté pour le moment où tu en auras besoin.

chapter-oware-ending-title = Compter jusqu’au bout
chapter-oware-ending-screen-1 = Quand il reste peu de graines, compte tout : les graines de chaque maison, et les coups d’attente de chaque joueur. Un coup d’attente, c’est un coup dont toutes les graines restent dans ta rangée. Le premier qui n’a plus de coups d’attente doit semer des graines dans l’autre rangée.
chapter-oware-ending-screen-2 = Regarde cette fin de partie, coup par coup. Chaque graine compte : réfléchis jusqu’à la fin de la partie avant de jouer.

## Kalah

chapter-kalah-chains-title = Encore et encore
chapter-kalah-chains-screen-1 = Quand la dernière graine d’une maison tombe dans ton grenier, tu rejoues. Joue d’abord la maison la plus proche de ton grenier : les maisons plus à gauche gardent leurs graines et peuvent encore atteindre ton grenier.
chapter-kalah-chains-screen-2 = Regarde : un coup dans le grenier, puis un autre, puis encore un autre. Une longue série met beaucoup de graines dans ton grenier avant même que Tux ne joue.

chapter-kalah-empty-title = La maison vide
chapter-kalah-empty-screen-1 = Quand ta dernière graine tombe dans une de tes maisons vides, tu captures les graines d’en face. Regarde cette prise.
chapter-kalah-empty-screen-2 = Tux peut faire la même chose. Regarde les maisons vides de Tux : s’il peut en atteindre une et que ta maison en face est bien remplie, déplace ces graines, ou remplis sa maison vide.

chapter-kalah-right-title = Des graines près de ton grenier
chapter-kalah-right-screen-1 = Les maisons proches de ton grenier n’ont besoin que de quelques graines pour l’atteindre, et elles te font rejouer. Garde des graines dedans, et joue les maisons de gauche quand tu peux attendre.
chapter-kalah-right-screen-2 = Regarde : les graines de droite vont dans le grenier, un coup après l’autre, et Tux ne peut pas les atteindre.

chapter-kalah-sweep-title = Les dernières graines
chapter-kalah-sweep-screen-1 = La partie s’arrête dès qu’une rangée est vide. Alors, chaque joueur met dans son grenier les graines qui restent dans sa rangée.
chapter-kalah-sweep-screen-2 = À la fin, compte donc les deux rangées et les deux greniers. Parfois, le mieux est de vider vite ta rangée ; parfois, cela laisse à Tux toutes les graines de sa rangée. Regarde cette fin de partie.

## Congkak

chapter-congkak-chains-title = Encore et encore
chapter-congkak-chains-screen-1 = Quand ta dernière graine tombe dans ton grenier, tu rejoues. Quand elle tombe sur d’autres graines, tu les prends toutes et tu continues à semer. Regarde jusqu’où un seul tour peut aller.
chapter-congkak-chains-screen-2 = Parmi les maisons dont la dernière graine tombe pile dans ton grenier, commence par la plus proche. Puis regarde encore : les graines ont bougé, et maintenant, une autre maison arrive peut-être jusqu’au grenier.

chapter-congkak-capture-title = Les prises
chapter-congkak-capture-screen-1 = Quand ta dernière graine s’arrête dans une de tes maisons vides, tu captures les graines d’en face. Après un long voyage, les maisons sont pleines de nouvelles graines : compte bien.
chapter-congkak-capture-screen-2 = Regarde : les graines vont d’abord de maison en maison, puis elles s’arrêtent dans une de tes maisons vides, en face d’une maison de Tux bien remplie.

chapter-congkak-ending-title = La fin de la partie
chapter-congkak-ending-screen-1 = Quand c’est au tour d’un joueur et que toutes ses maisons sont vides, la partie s’arrête. Chaque joueur met dans son grenier les graines qui restent dans sa rangée. Regarde cette fin de partie, et compte ce que chaque joueur reçoit.

## Togyz Kumalak

chapter-togyz-tuzdyk-title = Où faire ton tuzdyk
chapter-togyz-tuzdyk-screen-1 = Un tuzdyk travaille pour toi jusqu’à la fin de la partie : chaque graine qui y tombe va dans ton kazan. Fais-le tôt, dans une maison de la rangée de Tux où les graines passent souvent.
chapter-togyz-tuzdyk-screen-2 = Regarde : après la dernière graine, une maison de l’autre rangée contient exactement trois graines, et elle devient un tuzdyk. Mais un tuzdyk n’est utile que si tu restes en tête dans les kazans.

chapter-togyz-even-title = Les nombres pairs
chapter-togyz-even-screen-1 = Ta dernière graine capture quand elle tombe dans une maison de l’autre rangée qui contient alors un nombre pair de graines. Les grosses maisons de Tux qui ont un nombre impair de graines sont des cibles : avec une graine de plus, le nombre devient pair.
chapter-togyz-even-screen-2 = Regarde : ce coup finit dans une grosse maison de Tux, et son nombre de graines devient pair. Toutes ses graines vont dans ton kazan.

chapter-togyz-defend-title = Protège tes maisons
chapter-togyz-defend-screen-1 = Si une de tes maisons a deux graines et que la dernière graine de Tux y tombe, cette maison devient le tuzdyk de Tux. Une grosse maison avec un nombre impair de graines peut être capturée. Regarde ta rangée comme Tux la regarde.
chapter-togyz-defend-screen-2 = Regarde : la grosse maison en danger est jouée avant que Tux ne l’atteigne. Ses graines sont à l’abri, et en plus, elles capturent.

chapter-togyz-ending-title = La fin de partie
chapter-togyz-ending-screen-1 = Si un joueur n’a plus aucune graine quand c’est son tour, la partie s’arrête, et l’autre joueur met dans son kazan les graines de sa rangée. Compte les graines des deux rangées et des deux kazans, et garde des graines dans ta rangée.
