/* GgJavaDriver.java — plays layouts dealt by gg_research on another
 * solver's classes (DavidNHill/Minesweeper, built locally; none of its
 * code is here), one move at a time, and writes each game's moves with
 * the chance of a mine that solver gave each one. tests/research/README.md.
 *
 *   java -cp CLASSES:DIR GgJavaDriver LAYOUTS OUT
 *
 * LAYOUTS: one game a line, `k rows cols first_r first_c mines cell...`
 * (0-based, cell = row * cols + column). OUT: one line a game,
 * `k won moves cell:kind:p ...`, kind c (the solver called it certain),
 * g (a guess), m (a flag), a (any other action); p its chance of a mine.
 * The first click is the layout's, made before the solver starts, so it
 * is not listed. Single-threaded, its bulk runner's settings (small
 * analysis, no flags). */
import java.io.BufferedReader;
import java.io.FileReader;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import minesweeper.gamestate.GameStateModel;
import minesweeper.gamestate.GameStateReader;
import minesweeper.solver.Solver;
import minesweeper.solver.settings.PlayStyle;
import minesweeper.solver.settings.SettingsFactory;
import minesweeper.solver.settings.SettingsFactory.Setting;
import minesweeper.solver.settings.SolverSettings;
import minesweeper.solver.utility.BinomialCache;
import minesweeper.structure.Action;
import minesweeper.structure.Location;

public class GgJavaDriver {
    public static void main(String[] args) throws Exception {
        SolverSettings settings = SettingsFactory.GetSettings(Setting.SMALL_ANALYSIS);
        settings.setSingleThread(true);
        BinomialCache cache = new BinomialCache(5000, Solver.BINOMIAL_CACHE_LIMIT, Solver.binomialEngine);
        long games = 0, won = 0, t0 = System.nanoTime();
        try (BufferedReader in = new BufferedReader(new FileReader(args[0]));
             PrintWriter out = new PrintWriter(args[1])) {
            String line;
            while ((line = in.readLine()) != null) {
                String[] f = line.trim().split("\\s+");
                if (f.length < 6)
                    continue;
                long k = Long.parseLong(f[0]);
                int rows = Integer.parseInt(f[1]), cols = Integer.parseInt(f[2]);
                int firstR = Integer.parseInt(f[3]), firstC = Integer.parseInt(f[4]);
                int mineCount = Integer.parseInt(f[5]);
                List<Location> mines = new ArrayList<>();
                for (int q = 0; q < mineCount; q++) {
                    int cell = Integer.parseInt(f[6 + q]);
                    mines.add(new Location(cell % cols, cell / cols));
                }
                GameStateModel game = GameStateReader.loadMines(cols, rows, mines, new ArrayList<>());
                game.doAction(new Action(firstC, firstR, Action.CLEAR));
                Solver solver = new Solver(game, settings, false);
                solver.setPlayStyle(PlayStyle.NO_FLAG);
                solver.setBinomialCache(cache);
                StringBuilder moves = new StringBuilder();
                int count = 0, rounds = 0;
                play:
                while (game.getGameState() == GameStateModel.STARTED && rounds++ < 1000) {
                    solver.start();
                    Action[] actions = solver.getResult();
                    if (actions.length == 0)
                        break;
                    for (Action a : actions) {
                        BigDecimal safe = a.getBigProb();
                        char kind = a.getAction() == Action.CLEAR ? (a.isCertainty() ? 'c' : 'g')
                                  : a.getAction() == Action.FLAG ? 'm' : 'a';
                        double pMine = 1.0 - safe.doubleValue();
                        moves.append(' ').append(a.y * cols + a.x).append(':').append(kind).append(':')
                             .append(String.format("%.6g", pMine));
                        count++;
                        game.doAction(a);
                        int state = game.getGameState();
                        if (state == GameStateModel.WON || state == GameStateModel.LOST)
                            break play;
                    }
                }
                boolean w = game.getGameState() == GameStateModel.WON;
                games++;
                if (w)
                    won++;
                out.println(k + " " + (w ? 1 : 0) + " " + count + moves);
            }
        }
        double s = (System.nanoTime() - t0) / 1e9;
        System.err.printf("java: %d games, %d won (%.3f%%), %.1f s, %.2f games/s%n", games, won,
                          games > 0 ? 100.0 * won / games : 0, s, games / s);
        System.exit(0);
    }
}
