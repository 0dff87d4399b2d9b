# Togyz kumalak : les mots de ce jeu seulement, en français.
# Les mots que tous les jeux partagent sont dans common.ftl.
# Deux mots restent en kazakh et l’aide les explique : le kazan est le grenier d’un joueur
# (une grande marmite), le tuzdyk est une maison de l’autre rangée gagnée pour toujours.

## À propos du jeu

togyz-title = Togyz Kumalak
togyz-description = Un grand plateau plein de graines, venu d’Asie centrale. Gagne une maison à toi, ton tuzdyk !
# Une ligne sur la carte du jeu. $win : les graines qui font gagner (plus de la moitié).
togyz-goal = Mets { $win } graines dans ton kazan, et tu gagnes !
togyz-manual =
    Clique sur une maison qui brille dans ta rangée. Ses graines partent en voyage autour du plateau.
    Une maison marquée tuzdyk appartient à un joueur pour toujours. Personne ne la joue.
    Tu hésites ? Appuie sur « Indice » et Tux te montre une bonne maison.
    Tu veux changer ton coup ? Appuie sur « Annuler » pour le reprendre.
    À chaque niveau, Tux joue mieux. Les boutons de niveau rendent le jeu plus facile ou plus difficile.
    Tu peux aussi jouer à deux sur le même écran.
togyz-credit = Le togyz kumalak est un jeu très ancien du peuple kazakh, en Asie centrale. Togyz veut dire neuf en kazakh : neuf maisons par rangée, neuf graines dans chaque maison.

## Les tuzdyks

illegal-tuzdyk = Cette maison est un tuzdyk. Personne ne peut la jouer.
# Le mot écrit sur une maison tuzdyk du plateau : un seul mot court.
tuzdyk-mark = tuzdyk
tuzdyk-made-you = La maison { $house } est maintenant ton tuzdyk ! Les graines qui y tombent vont dans ton kazan.
tuzdyk-made-tux = La maison { $house } est maintenant le tuzdyk de Tux. Les graines qui y tombent vont dans son kazan.
tuzdyk-made-player = { $player }, la maison { $house } est maintenant ton tuzdyk ! Les graines qui y tombent vont dans ton kazan.
# Le camarade, à l’autre ordinateur, nommé pour l’enfant qui lit la phrase.
tuzdyk-made-classmate = La maison { $house } est maintenant un tuzdyk qui appartient à { $player }. Les graines qui y tombent vont dans son kazan.
# Les noms pour les lecteurs d’écran.
house-tuzdyk-you = Maison { $house }, ton tuzdyk
house-tuzdyk-tux = Maison { $house }, tuzdyk de Tux
house-tuzdyk-player = Maison { $house }, tuzdyk qui appartient à { $player }

## Pourquoi la partie s’est arrêtée

togyz-end-score = Un kazan contient { $win } graines ou plus. C’est plus de la moitié !
togyz-end-draw = Chaque joueur a { $half } graines. C’est exactement la moitié.
togyz-end-no-move = Un joueur n’avait plus de graines à jouer. L’autre joueur met dans son kazan les graines restées dans sa rangée.

## L’aide : les paragraphes sont séparés par une ligne vide.
## $houses : les maisons d’une rangée ; $seeds : les graines de chaque maison au début ;
## $total : toutes les graines ; $win : les graines qui font gagner ; $half : la moitié.

togyz-help-title = Comment jouer au togyz kumalak
togyz-help-rules =
    Le plateau a deux rangées de { $houses } maisons. Chaque joueur a sa rangée. Au début, chaque maison contient { $seeds } graines. Cela fait { $total } graines en tout.

    Chaque joueur a aussi un kazan. C’est une grande marmite, le grenier des graines que tu gagnes. Le tien, de ta couleur, est celui de droite, entre les rangées.

    À ton tour, choisis une de tes maisons qui contient des graines. Prends toutes ses graines. Remets la première dans la même maison. Puis pose les autres une par une dans les maisons suivantes, dans le sens inverse des aiguilles d’une montre.

    Il n’y a qu’une seule graine dans la maison ? Alors elle passe dans la maison suivante.

    Regarde la maison où tombe ta dernière graine. Est-elle dans l’autre rangée, avec maintenant un nombre pair de graines, comme deux, quatre ou six ? Alors tu les captures toutes. Elles vont dans ton kazan.

    Elle contient exactement trois graines ? Alors tu les captures, et la maison devient ton tuzdyk. Elle est à toi jusqu’à la fin de la partie. Chaque graine qui y tombe ensuite va tout droit dans ton kazan. Personne ne peut jouer un tuzdyk.

    Chaque joueur ne peut avoir qu’un seul tuzdyk. Ce ne peut jamais être la dernière maison d’une rangée, la maison I ou i. Et il ne peut pas avoir la même lettre que le tuzdyk de l’autre joueur : si l’un est la maison c, l’autre ne peut pas être la maison C.

    Tu gagnes quand ton kazan contient { $win } graines ou plus. C’est plus de la moitié ! Si les deux joueurs finissent avec { $half } graines, il y a égalité.

    Si le joueur dont c’est le tour n’a plus de graines, la partie s’arrête. L’autre joueur met dans son kazan les graines restées dans sa rangée. Le plus gros kazan gagne.
