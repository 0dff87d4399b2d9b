# Togyz Kumalak: the words of this game alone, in English.
# The words all games share are in common.ftl.
# Two words stay in Kazakh and are explained in the help: a kazan is a player's store
# (a big pot), a tuzdyk is a house of the other row that a player has won for good.

## About the game

togyz-title = Togyz Kumalak
togyz-description = A big board with many seeds from Central Asia. Win a house of your own, your tuzdyk!
# One line on the game's card. $win: the seeds that win (more than half of them all).
togyz-goal = Get { $win } seeds into your kazan, and you win!
togyz-manual =
    Click a glowing house in your row. Its seeds go on a trip around the board.
    A house with a tuzdyk mark belongs to a player for good. Nobody plays it.
    Not sure what to play? Press Hint and Tux shows you a good house.
    Want to change your move? Press Undo to take it back.
    Tux plays better on each level. Use the level buttons to make the game easier or harder.
    You can also play with a friend on the same screen.
togyz-credit = Togyz Kumalak is a very old game of the Kazakh people, in Central Asia. Togyz means nine in Kazakh: nine houses in a row, nine seeds in each house.

## Tuzdyks

illegal-tuzdyk = This house is a tuzdyk. Nobody may play it.
# The word drawn on a tuzdyk house of the board: one short word.
tuzdyk-mark = tuzdyk
tuzdyk-made-you = House { $house } is now your tuzdyk! Seeds that fall in it go to your kazan.
tuzdyk-made-tux = House { $house } is now Tux's tuzdyk. Seeds that fall in it go to Tux's kazan.
tuzdyk-made-player = { $player }, house { $house } is now your tuzdyk! Seeds that fall in it go to your kazan.
# The classmate at another computer, named to the child reading it.
tuzdyk-made-classmate = House { $house } is now { $player }'s tuzdyk. Seeds that fall in it go to { $player }'s kazan.
# Names for screen readers.
house-tuzdyk-you = House { $house }, your tuzdyk
house-tuzdyk-tux = House { $house }, Tux's tuzdyk
house-tuzdyk-player = House { $house }, tuzdyk of { $player }

## Why the game ended

togyz-end-score = A kazan holds { $win } seeds or more. That is more than half!
togyz-end-draw = Each player has { $half } seeds. That is exactly half.
togyz-end-no-move = One player had no seeds left to play. The other player puts the seeds left in their row into their kazan.

## Help: paragraphs are separated by one blank line.
## $houses: houses in each row; $seeds: seeds in each house at the start; $total: all
## the seeds; $win: the seeds that win; $half: half of all the seeds.

togyz-help-title = How to play Togyz Kumalak
togyz-help-rules =
    The board has two rows of { $houses } houses. Each player owns one row. At the start, every house holds { $seeds } seeds. That makes { $total } seeds in all.

    Each player also has a kazan. It is a big pot, the store for the seeds you win. Yours is the one on the right, between the rows, in your colour.

    On your turn, pick one of your houses that has seeds. Take all of its seeds. Put the first one back into the same house. Then drop the others one by one into the next houses, going counter-clockwise.

    Is there only one seed in the house? Then it moves on to the next house.

    Look at the house where your last seed lands. Is it in the other row, and does it now hold an even number of seeds, like two, four or six? Then you capture them all. They go into your kazan.

    Does it hold exactly three seeds? Then you capture them, and the house becomes your tuzdyk. It is yours until the end of the game. Every seed that falls into it later goes straight into your kazan. Nobody may play a tuzdyk.

    Each player can make only one tuzdyk. It can never be the last house of a row, house I or i. And it can never have the same letter as the other player's tuzdyk: if one is house c, the other cannot be house C.

    You win when your kazan holds { $win } seeds or more. That is more than half! If both players end with { $half } seeds, it is a draw.

    If the player whose turn it is has no seeds left, the game ends. The other player puts the seeds left in their own row into their kazan. The bigger kazan wins.
