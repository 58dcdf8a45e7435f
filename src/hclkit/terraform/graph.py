"""Dependency order: the order in which named things (locals, resources,
module calls) are evaluated, and the cycles that leave some unevaluable.

Tarjan's strongly connected components, with a stack of its own (a chain
of ten thousand locals is no reason for a ``RecursionError``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

__all__ = ["dependency_order"]


def dependency_order(deps: Mapping[str, Iterable[str]]
                     ) -> tuple[list[str], list[list[str]]]:
    """Every key of ``deps`` after the keys it depends on (dependencies that
    are not keys are ignored), and the cycles: each group of keys that
    depend on one another (a key that depends on itself is one), its
    members in the order they were declared.  Members of a cycle are in the
    order too, after what they depend on outside it."""
    edges = {key: [d for d in dict.fromkeys(targets) if d in deps]
             for key, targets in deps.items()}
    position = {key: i for i, key in enumerate(edges)}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    order: list[str] = []
    cycles: list[list[str]] = []
    counter = 0
    for start in edges:
        if start in index:
            continue
        work: list[tuple[str, int]] = [(start, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = counter
                counter += 1
                stack.append(node)
                on_stack.add(node)
            targets = edges[node]
            if i < len(targets):
                work.append((node, i + 1))
                target = targets[i]
                if target not in index:
                    work.append((target, 0))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            if work:  # pass what this node reaches back to the one that reached it
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                group.sort(key=position.__getitem__)
                order.extend(group)
                if len(group) > 1 or node in edges[node]:
                    cycles.append(group)
    return order, cycles
