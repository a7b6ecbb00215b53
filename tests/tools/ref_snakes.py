#!/usr/bin/env python3
"""ref_snakes.py - a second opinion on `gridgames snakes`, in exact
rational arithmetic (fractions), written apart from engine/rules/snakes.c
and engine/odds/ and kept plain: breadth-first search, Gauss-Jordan
elimination, forward probabilities. Small boards only. Used to check the expected answers of
the snakes case files:

    python3 tests/tools/ref_snakes.py [--expected|--distribution]
                                      [--rule over|exact|bounce] [--start 0|1] FILE
"""
import json
import sys
from fractions import Fraction


def squares_of(board):
    n = len(board)
    dest = {}
    for row in range(n):
        for col in range(n):
            k = n - 1 - row                       # rows counted from the bottom
            along = col if k % 2 == 0 else n - 1 - col
            square = k * n + along + 1
            dest[square] = board[row][col] if board[row][col] != -1 else square
    return n * n, dest


def moves(last, dest, rule, s):
    """Where each of the six rolls from s ends."""
    out = []
    for roll in range(1, 7):
        t = s + roll
        if t > last:
            if rule == "over":
                t = last
            elif rule == "exact":
                out.append(s)
                continue
            else:                                  # bounce: walk one step at a time
                pos, step = s, 1
                for _ in range(roll):
                    if pos == last:
                        step = -1
                    elif pos == 1 and step == -1:
                        step = 1
                    pos += step
                t = pos
        out.append(dest[t])
    return out


def least(last, dest, rule, start):
    seen, frontier, rolls = {start}, [start], 0
    while frontier:
        if last in frontier:
            return rolls
        nxt = []
        for s in frontier:
            for t in moves(last, dest, rule, s):
                if t not in seen:
                    seen.add(t)
                    nxt.append(t)
        frontier, rolls = nxt, rolls + 1
    return -1


def reachable(last, dest, rule, start):
    seen, todo = {start}, [start]
    while todo:
        s = todo.pop()
        if s == last:
            continue
        for t in moves(last, dest, rule, s):
            if t not in seen:
                seen.add(t)
                todo.append(t)
    return seen


def expected(last, dest, rule, start):
    states = sorted(reachable(last, dest, rule, start) - {last})
    # every reached state must be able to finish, else the answer is infinite
    can = {last}
    changed = True
    while changed:
        changed = False
        for s in states:
            if s not in can and any(t in can for t in moves(last, dest, rule, s)):
                can.add(s)
                changed = True
    if any(s not in can for s in states):
        return None
    index = {s: i for i, s in enumerate(states)}
    size = len(states)
    a = [[Fraction(0)] * (size + 1) for _ in range(size)]
    for s in states:
        i = index[s]
        a[i][i] += 1
        a[i][size] = Fraction(1)
        for t in moves(last, dest, rule, s):
            if t != last:
                a[i][index[t]] -= Fraction(1, 6)
    for col in range(size):                        # Gauss-Jordan
        pivot = next(r for r in range(col, size) if a[r][col] != 0)
        a[col], a[pivot] = a[pivot], a[col]
        p = a[col][col]
        a[col] = [v / p for v in a[col]]
        for r in range(size):
            if r != col and a[r][col] != 0:
                f = a[r][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
    return a[index[start]][size]


def distribution(last, dest, rule, start):
    states = reachable(last, dest, rule, start)
    can = {last}
    changed = True
    while changed:
        changed = False
        for s in states:
            if s not in can and any(t in can for t in moves(last, dest, rule, s)):
                can.add(s)
                changed = True
    mass = {start: Fraction(1)} if start in can else {}
    dead = Fraction(0) if start in can else Fraction(1)
    cum, t, lines = Fraction(0), 0, []
    while float(cum + dead) < 1 - 1e-9:
        t += 1
        nxt, finished = {}, Fraction(0)
        for s, p in mass.items():
            for u in moves(last, dest, rule, s):
                if u == last:
                    finished += p / 6
                elif u in can:
                    nxt[u] = nxt.get(u, Fraction(0)) + p / 6
                else:
                    dead += p / 6
        mass = nxt
        cum += finished
        lines.append("%d %.9f %.9f" % (t, float(finished), float(cum)))
    if dead > 0:
        lines.append("never %.9f" % float(dead))
    return lines


def main(argv):
    mode, rule, start, path = "least", "over", 1, None
    i = 0
    while i < len(argv):
        if argv[i] in ("--expected", "--distribution"):
            mode = argv[i][2:]
        elif argv[i] == "--rule":
            i += 1
            rule = argv[i]
        elif argv[i] == "--start":
            i += 1
            start = int(argv[i])
        else:
            path = argv[i]
        i += 1
    text = open(path).read() if path and path != "-" else sys.stdin.read()
    first = True
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("board"):
            line = line.split("=", 1)[1]
        last, dest = squares_of(json.loads(line))
        if mode == "least":
            print(least(last, dest, rule, start))
        elif mode == "expected":
            e = expected(last, dest, rule, start)
            print("infinite" if e is None else "%.6f" % float(e))
        else:
            if not first:
                print()
            print("\n".join(distribution(last, dest, rule, start)))
        first = False


if __name__ == "__main__":
    main(sys.argv[1:])
