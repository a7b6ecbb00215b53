#!/usr/bin/env python3
"""summarize.py — the tables of a compare.sh run, in Markdown.

    summarize.py OUT_DIR

Reads OUT_DIR's ours-*.txt, java-*.txt (won or lost, each game) and
diverge-*.txt (gg_research diverge: one line per game won by one side
only, at its first divergence) and prints the win rates on the same
layouts, the speed of each side, and the divergences by phase, by place
and by what the better choice buys."""
import glob
import math
import os
import re
import sys
from collections import defaultdict

CELLS = 30 * 16


def outcomes(path):
    res = {}
    with open(path) as f:
        for line in f:
            p = line.split(None, 3)
            if len(p) >= 2:
                res[int(p[0])] = int(p[1])
    return res


def rate(won, n):
    p = won / n
    h = 1.96 * math.sqrt(p * (1 - p) / n)
    return f"{100 * p:.2f}% ({100 * (p - h):.2f}-{100 * (p + h):.2f})"


def z(a, b):
    return (a - b) / math.sqrt(a + b) if a + b else 0.0


def parse_diverge(line):
    if line.startswith("#") or " none" in line:
        return None
    seen = " seen " in line
    if seen:
        line = line[:line.index(" seen ")]
    left, ours, other, worth, *rest = [s.split() for s in line.split("|")]
    d = dict(k=int(left[0]), ours_won=int(left[1]), other_won=int(left[2]), guess=int(left[3]),
             unknown=int(left[4]), a=int(ours[0]), kind=ours[1], pa=float(ours[2]), place_a=ours[3],
             beside_a=int(ours[4]), b=int(other[0]), pb=float(other[1]), pb_theirs=float(other[2]),
             place_b=other[3], beside_b=int(other[4]), seen=seen)
    if worth and worth[0] == "known":
        return None
    d.update(exact=int(worth[0]), n=int(worth[1]), wa=float(worth[2]), wb=float(worth[3]),
             oa=int(worth[4]), ob=int(worth[5]))
    st = rest[0]
    d.update(sa=int(st[0]), sb=int(st[1]), prog_a=float(st[2]), prog_b=float(st[3]), next_a=float(st[4]),
             next_b=float(st[5]), fifty_a=int(st[6]), fifty_b=int(st[7]))
    return d


def phase(d):
    if d["guess"] == 0:
        return "first guess"
    u = d["unknown"]
    return "400+ unknown" if u >= 400 else "200-399" if u >= 200 else "65-199" if u >= 65 else "64 or fewer"


def where(place, beside):
    return place + (" by a number" if beside else " off the numbers")


def buys(d):
    """What the choice worth more (by the samples) has over the other."""
    if d["oa"] == d["ob"]:
        return "neither (equal worth)"
    s, w = ("a", "b") if d["oa"] > d["ob"] else ("b", "a")
    ps, pw = d["p" + s], d["p" + w]
    if pw - ps > 1e-3:
        return "safer now"
    if d["prog_" + s] - d["prog_" + w] > 0.1:
        return "progress"
    if d["fifty_" + w] - d["fifty_" + s] >= max(2, 0.05 * d["n"]):
        return "a 50/50 avoided"
    if d["next_" + s] - d["next_" + w] > 0.01:
        return "a safer guess next"
    if ps - pw > 1e-3:
        return "information (riskier now)"
    return "information"


def table(title, groups, order=None):
    out = [f"\n### {title}\n",
           "| group | divergences | games won: ours only / Java only | our chance of a mine: ours / Java's pick "
           "| playouts won by one choice only: ours / Java's (z) |",
           "|---|---|---|---|---|"]
    keys = order or sorted(groups, key=lambda k: -len(groups[k]))
    for k in keys:
        g = groups.get(k, [])
        if not g:
            continue
        ow = sum(d["ours_won"] for d in g)
        pa = sum(d["pa"] for d in g) / len(g)
        pb = sum(d["pb"] for d in g) / len(g)
        oa = sum(d["oa"] for d in g if not d["seen"])
        ob = sum(d["ob"] for d in g if not d["seen"])
        out.append(f"| {k} | {len(g)} | {ow} / {len(g) - ow} | {pa:.4f} / {pb:.4f} | {oa} / {ob} ({z(oa, ob):+.1f}) |")
    return "\n".join(out)


def main():
    out = sys.argv[1]
    ours, other = {}, {}
    for p in sorted(glob.glob(os.path.join(out, "ours-*.txt"))):
        ours.update(outcomes(p))
    for p in sorted(glob.glob(os.path.join(out, "java-*.txt"))):
        other.update(outcomes(p))
    games = sorted(set(ours) & set(other))
    n = len(games)
    if not n:
        print("no games")
        return
    ow = sum(ours[k] for k in games)
    jw = sum(other[k] for k in games)
    only_o = sum(1 for k in games if ours[k] and not other[k])
    only_j = sum(1 for k in games if other[k] and not ours[k])
    speed = defaultdict(list)
    for side in ("ours", "java"):
        for p in glob.glob(os.path.join(out, side + "-*.log")):
            m = re.search(r"(\d+) games, .*?([\d.]+) games/s", open(p).read())
            if m:
                speed[side].append((int(m.group(1)), float(m.group(2))))

    def mean_speed(side):
        v = speed[side]
        return sum(g for g, _ in v) / sum(g / s for g, s in v) if v else float("nan")

    print(f"## {os.path.basename(out.rstrip('/'))}: {n} games on the same layouts\n")
    print("| solver | won | 95% interval | games/s, one thread |")
    print("|---|---|---|---|")
    print(f"| ours | {ow} | {rate(ow, n)} | {mean_speed('ours'):.0f} |")
    print(f"| Java (DavidNHill/Minesweeper) | {jw} | {rate(jw, n)} | {mean_speed('java'):.1f} |")
    print(f"\nWon by ours only {only_o}, by Java only {only_j}: z {z(only_o, only_j):+.2f} (McNemar).")

    ds = []
    for p in sorted(glob.glob(os.path.join(out, "diverge-*.txt"))):
        with open(p) as f:
            for line in f:
                d = parse_diverge(line)
                if d:
                    ds.append(d)
    if not ds:
        return
    oa = sum(d["oa"] for d in ds if not d["seen"])
    ob = sum(d["ob"] for d in ds if not d["seen"])
    fresh = [d for d in ds if not d["seen"]]
    print(f"\n{len(ds)} first divergences, {len(fresh)} positions measured ({sum(d['n'] for d in fresh) // len(fresh)} "
          "playouts each on average; a position met again is counted once in the playouts; "
          f"{sum(1 for d in ds if not d['exact'])} with an inexact analysis). Over all their playouts, "
          f"won by our choice only {oa}, by Java's only {ob} (z {z(oa, ob):+.1f}).")
    same = [d for d in ds if abs(d["pa"] - d["pb"]) < 1e-6]
    print(f"Both choices equally safe now in {len(same)}; ours safer in "
          f"{sum(1 for d in ds if d['pb'] - d['pa'] >= 1e-6)}, Java's in {sum(1 for d in ds if d['pa'] - d['pb'] >= 1e-6)}.")
    by_phase = defaultdict(list)
    for d in ds:
        by_phase[phase(d)].append(d)
    print(table("By phase (unknown cells left when they part)", by_phase,
                ["first guess", "400+ unknown", "200-399", "65-199", "64 or fewer"]))
    by_place = defaultdict(list)
    for d in ds:
        by_place[f"{where(d['place_a'], d['beside_a'])} / {where(d['place_b'], d['beside_b'])}"].append(d)
    print(table("By place (ours / Java's)", by_place))
    by_kind = defaultdict(list)
    names = {"l": "look-ahead", "e": "endgame search", "f": "forced 50/50"}
    for d in ds:
        by_kind[names.get(d["kind"], d["kind"])].append(d)
    print(table("By our step that chose", by_kind))
    by_buys = defaultdict(list)
    for d in ds:
        if d["oa"] != d["ob"]:
            who = "ours" if d["oa"] > d["ob"] else "Java's"
            by_buys[f"{who} worth more: {buys(d)}"].append(d)
        else:
            by_buys["equal worth"].append(d)
    print(table("By what the choice worth more buys", by_buys))
    # A position met in several chunks (the first guess after a numbered
    # corner: one cell shown) is one position: its measurements are pooled.
    pooled = defaultdict(lambda: [0, 0, 0, []])
    for d in ds:
        key = ("corner", d["a"], d["b"], round(d["pa"], 6)) if d["unknown"] == CELLS - 1 else ("game", d["k"])
        if not d["seen"]:
            pooled[key][0] += d["oa"]
            pooled[key][1] += d["ob"]
            pooled[key][2] += d["n"]
        pooled[key][3].append(d)
    strong = [(k, v) for k, v in pooled.items() if abs(z(v[0], v[1])) >= 2.5]
    print(f"\n{len(pooled)} distinct positions (the first guess after a numbered corner pooled over the chunks); "
          f"one choice worth more at |z| >= 2.5 over its own playouts in {len(strong)}: "
          f"Java's in {sum(1 for _, v in strong if v[1] > v[0])} ({sum(len(v[3]) for _, v in strong if v[1] > v[0])} "
          f"divergences), ours in {sum(1 for _, v in strong if v[0] > v[1])} "
          f"({sum(len(v[3]) for _, v in strong if v[0] > v[1])}).")
    print("\n| position | divergences | our pick (chance of a mine, place) | Java's pick | playouts won by one only: ours / Java's (z) | what the better buys |")
    print("|---|---|---|---|---|---|")
    for key, v in sorted(strong, key=lambda kv: z(kv[1][0], kv[1][1])):
        d = v[3][0]
        print(f"| game {d['k']}, guess {d['guess'] + 1}, {d['unknown']} unknown | {len(v[3])} | "
              f"{d['a']} ({d['pa']:.4f}, {where(d['place_a'], d['beside_a'])}) | "
              f"{d['b']} ({d['pb']:.4f}, {where(d['place_b'], d['beside_b'])}) | {v[0]} / {v[1]} ({z(v[0], v[1]):+.1f}) | {buys(d)} |")


if __name__ == "__main__":
    main()
