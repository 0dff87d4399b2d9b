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

# The class list (the roster): the children the teacher adds once, by group, each with a
# picture code of three pictures in order; their sign-in cards; their progress over the
# weeks; and the work the teacher gives. $name is a child's name as the teacher typed it.
roster-title = The class list
roster-help = Add each child once, with their group. Each child gets a picture code: three pictures in order, which they tap to sign in on the children's page or in the activity.
roster-add-name = Name
roster-add-group = Group
roster-add-code = Picture code (three digits from 1 to 9; leave empty for a random one)
roster-add = Add the child
roster-added = { $name } is now on the class list. Print their card below.
roster-import-label = A CSV file of names and groups
roster-import-help = One child per line: name, group and, if you wish, a picture code such as 427. If the first line is “name,group”, it is skipped. If any line is wrong, nothing is imported.
roster-import = Import the file
roster-imported =
    { $count ->
        [one] One child added. Print the cards below.
       *[other] { $count } children added. Print the cards below.
    }
roster-bad-row = Line { $line } of the file is wrong ({ $reason }). Nothing was imported: correct the line and import the file again.
roster-reason-columns = it needs a name and a group, and nothing else except a picture code
roster-reason-name = the name is empty or longer than 40 characters
roster-reason-group = the group is empty or longer than 40 characters
roster-reason-code = a picture code is three digits from 1 to 9
roster-reason-quote = a quotation mark is not closed
roster-reason-empty = the file has no children in it
roster-reason-too-many = a file can add at most 500 children at once
roster-reason-file-too-long = the file is too long
roster-reason-not-utf8 = save the file as UTF-8 text
roster-no-children = There are no children on the class list yet.
roster-actions = Change
roster-rename = Rename
roster-rename-prompt = New name for { $name }:
roster-renamed = The child is now called { $name }.
roster-move = Group of { $name }
roster-new-code = New code
roster-new-code-made = { $name } has a new picture code: print the new card below. The old card no longer works.
roster-delete = Delete
roster-delete-confirm = Delete { $name } and all their results for good? This cannot be undone.
roster-deleted = { $name } has been deleted, with all their results.
roster-guests = Children may also play without signing in, as guests (never in the tournament)
roster-guests-allowed = Guests may play.
roster-guests-refused = Only children on the class list may play now.
roster-chapters-open = Open every strategy chapter to every child (no need to finish the chapter before it first)
roster-chapters-opened = Every strategy chapter is open now.
roster-chapters-in-order = The strategy chapters open in order again: a chapter opens when the one before it is finished.
roster-retention = Keep the results for this many days
roster-retention-set =
    { $days ->
        [one] Results are kept for { $days } day.
       *[other] Results are kept for { $days } days.
    }
roster-sign-everyone-out = Sign everyone out
roster-signed-everyone-out = Every child has been signed out, on every tablet and computer.
roster-new-cards = New cards for the whole class
roster-new-cards-confirm = Give every child a new picture code? The old cards stop working.
roster-new-cards-made = Every child has a new picture code. Print the cards below.
roster-error-bad-name = A name must be 1 to 40 characters long.
roster-error-bad-code = A picture code must be three digits from 1 to 9, such as 427.
roster-error-bad-setting = Results can be kept for 1 to 3650 days.
roster-error-bad-assignment = This work cannot be given: check the numbers and who it is for.
roster-error-no-such-child = This child is no longer on the class list.
roster-error-no-such-group = This group is no longer on the class list.
roster-error-not-saved = The server could not save this. Nothing has changed: please try again.
roster-cards-title = Sign-in cards
roster-cards-help = A child signs in by tapping their group, their name, then their three pictures in this order. The server stores the codes in a way that nobody can read them back, so print the cards now.
roster-cards-print = Print the cards
roster-cards-none = Cards appear here when you add children or give them new codes.
roster-picture-sun = Sun
roster-picture-tree = Tree
roster-picture-fish = Fish
roster-picture-flower = Flower
roster-picture-apple = Apple
roster-picture-boat = Boat
roster-picture-star = Star
roster-picture-cat = Cat
roster-picture-ball = Ball
progress-title = Progress of the class
progress-help = Every child on the class list, in every game: the highest level of Tux they have beaten, their lessons, their puzzles and their stars in the strategy chapters. Open a name to see that child’s page and history.
progress-tux = Beat Tux at level { $level }
progress-tux-on = Beat Tux at level { $level } on { $date }
progress-tux-none = Has not beaten Tux yet
progress-games =
    { $games ->
        [one] { $games } game, { $wins } won
       *[other] { $games } games, { $wins } won
    }
progress-puzzles = Puzzles: rating { $rating }, { $solved } of { $tried } solved
progress-streak = best streak { $streak }
progress-theme = { $solved } of { $tried } solved
progress-stars = Strategy stars: { $stars }
progress-last = Last time: { $date }
progress-csv = Download the progress (CSV)
progress-back = Back to the class
progress-print = Print this report
progress-child-title = { $name }, group { $group }
progress-nothing-yet = Nothing yet.
progress-history = History
progress-history-lesson = lesson { $lesson } done
progress-history-here = a game with a friend on the same screen
progress-history-won = won against { $opponent }, { $score }
progress-history-lost = lost against { $opponent }, { $score }
progress-history-draw = drew with { $opponent }, { $score }
assignments-title = Work to do
assignments-none = No work has been given yet.
assignment-kind = Work
assignment-kind-lessons = Lessons
assignment-kind-puzzles = Puzzles
assignment-kind-chapter = A strategy chapter
assignment-kind-beat-tux = Beat Tux
assignment-kind-classmate = A game against a classmate
assignment-first-lessons = From lesson
assignment-second-lessons = To lesson
assignment-first-puzzles = How many puzzles
assignment-second-puzzles = Theme (leave empty for any theme)
assignment-first-chapter = Chapter
assignment-second-chapter = (nothing to fill in)
assignment-first-beat-tux = Tux’s level
assignment-second-beat-tux = (nothing to fill in)
assignment-first-classmate = (nothing to fill in)
assignment-second-classmate = (nothing to fill in)
assignment-for = For
assignment-for-class = The whole class
assignment-give = Give this work
assignment-given = The work has been given. It now appears first on each child’s home screen.
assignment-remove = Remove
assignment-remove-confirm = Remove this work? What the children have already done is kept.
assignment-lessons = lessons { $from } to { $to }
assignment-puzzles =
    { $count ->
        [one] { $count } puzzle
       *[other] { $count } puzzles
    }
assignment-puzzles-theme =
    { $count ->
        [one] { $count } puzzle on { $theme }
       *[other] { $count } puzzles on { $theme }
    }
assignment-chapter = the chapter “{ $chapter }”
assignment-beat-tux = beat Tux at level { $level }
assignment-classmate = a game against a classmate
assignment-done = done
assignment-progress = { $progress } of { $target }
# How many of the children an assignment is for have done it.
assignment-done-count =
    Done by { $done } of { $total ->
        [one] { $total } child
       *[other] { $total } children
    }

## The class's strategy chapters: the stars of each child's chapters.
teacher-chapters-title = Strategy chapters
teacher-chapters-help = The chapters each child has started, in each game: the stars earned in each challenge (up to three), and the chapters done (every challenge met).
teacher-chapters-none = No child has earned a star in a strategy chapter yet.
teacher-chapters-count = Chapters done: { $done } of { $total }
teacher-chapters-stars = { $title }: { $stars } of { $total } stars
teacher-chapters-done = { $title }: done, { $stars } of { $total } stars
