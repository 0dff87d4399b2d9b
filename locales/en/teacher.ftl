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
teacher-guest = A guest (no name)
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
teacher-class-help = Each cell shows games won / drawn / lost, then the lessons the child has done in that game. Lessons are reported by the computers connected to this server; the games in the browser have no lessons.
teacher-lessons = Lessons: { $done } of { $total }
teacher-csv = Download the games (CSV)
teacher-lessons-csv = Download the lessons (CSV)
teacher-forget = Forget the class
teacher-forget-confirm = Delete every name and every result from the server? This cannot be undone.
teacher-forgotten = The class is forgotten: no name and no result is left on the server.
teacher-closed-room = The teacher closed your game. You can start a new one.
classroom-away = { $player } left the game for now. Waiting for { $player } to come back… You can also go Home.

# The class tournament: on the teacher's page, then on each child's home screen. $name is a
# child's name as they typed it; $round and $rounds count the rounds.
tournament-title = Class tournament
tournament-setup-help = Pick a game and the children who play. Each child plays every other child once, one game a round; with an odd number, one child rests each round.
tournament-seeds = Seeds per house
tournament-children = Children who play
tournament-no-candidates = No child is here yet. Children appear once they open the children's page with their name.
tournament-start = Start the tournament
tournament-started = The tournament has started. Each child sees their first game.
tournament-pick-two = Pick at least two children.
tournament-going = A tournament is already going on. Cancel it first.
tournament-refused = These children cannot play a tournament: pick from 2 to 16 children, each with a name typed on the children's page.
tournament-cancel = Cancel the tournament
tournament-cancel-confirm = Cancel the tournament? Its table is deleted; games being played go on as ordinary games.
tournament-cancelled = The tournament is cancelled.
tournament-round = Round { $round } of { $rounds }
tournament-over = The tournament is over.
tournament-place = Place
tournament-points = Points
tournament-played = Played
tournament-won = Won
tournament-drawn = Drawn
tournament-lost = Lost
tournament-byes = Byes
tournament-games = Games
tournament-bye-of = { $name } rests this round.
tournament-not-finished = { $south } against { $north }: being played.
tournament-csv = Download the table (CSV)
tournament-rules = A win gives 2 points, a draw 1, a loss 0, a rest round none. Children level on points are placed by the games between them, then by the seeds they captured, then by name.
tournament-name-help = Type your name, so that the teacher can put you in the class tournament.
tournament-name-save = This is my name
tournament-heading = Class tournament, round { $round } of { $rounds }
tournament-next = Your next game: against { $name }
tournament-open = Play this game
tournament-bye = You rest this round. Your next game comes with the next round.
tournament-wait = Your game of this round is over. The next round starts when every game has finished.
tournament-final = The tournament is over! The table:
tournament-points-of =
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

# A label and what it names, on one line: “Oware: Who plays?”, “Tux, level 3: 2 won, 1 lost”.
page-label-value = { $label }: { $value }
