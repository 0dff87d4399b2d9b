# The teacher's page (/teacher on oware-server) and the one sentence a child's page says when
# the teacher closes its room. Read by the browser pages only; the desktop shows none of it.
# Names ($winner, $loser, $south, $north) are the children's own, as they typed them.

teacher-title = Teacher's page
teacher-language = Language
teacher-code-label = Teacher code
teacher-code-help = The server prints the code each time it starts, on the line “teacher code:”.
teacher-sign-in = Sign in
teacher-sign-out = Sign out
teacher-wrong-code = That is not the teacher code. Check it and try again.
teacher-paused =
    { $minutes ->
        [one] Too many wrong codes. Wait { $minutes } minute, then try again.
       *[other] Too many wrong codes. Wait { $minutes } minutes, then try again.
    }
teacher-rooms = Rooms now
teacher-no-rooms = No room is open.
teacher-room = Room
teacher-game = Game
teacher-south = South
teacher-north = North
teacher-moves = Moves
teacher-turn = Turn or result
teacher-captured = Seeds captured
teacher-tux-level = Tux, level { $level }
teacher-waiting = Waiting for a classmate
teacher-left = Has left
teacher-connected = Connected
teacher-disconnected = Not connected
teacher-close = Close
teacher-close-confirm = Close room { $code }? Both players will be told that the teacher closed it.
teacher-closed = Room { $code } is closed.
teacher-finished = Games finished today
teacher-no-finished = No game has finished today yet.
teacher-won = { $winner } beat { $loser }, { $score }.
teacher-drawn = { $south } and { $north } drew, { $score }.
teacher-reason-score = A player had more than half of the seeds.
teacher-reason-no-feed = No move could give seeds to the empty row.
teacher-reason-repetition = The same position came back again and again.
teacher-reason-no-capture-limit = Too many moves went by without a capture.
teacher-reason-empty-row = A row of houses was empty.
teacher-reason-endless = A move would never have stopped.
teacher-reason-no-move = A player had no seeds left to play.
teacher-class = The class today
teacher-no-children = No child has played today yet.
teacher-name = Name
teacher-beaten = Beat Tux up to level { $level }
teacher-lessons-missing = Each cell shows games won / drawn / lost. Lessons are not counted here yet: the games in the browser have no lessons.
teacher-csv = Download the games (CSV)
teacher-forget = Forget the class
teacher-forget-confirm = Delete every name and every result from the server? This cannot be undone.
teacher-forgotten = The class is forgotten: no name and no result is left on the server.
teacher-closed-room = The teacher closed your room. You can start a new game.
