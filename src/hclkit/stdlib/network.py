"""Network functions: cidrhost, cidrnetmask, cidrsubnet, cidrsubnets, on
the standard library's ``ipaddress``.

A prefix is an IPv4 or IPv6 address with a prefix length (RFC 4632 CIDR
notation); host bits set in it are ignored (``10.1.2.3/8`` is ``10.0.0.0/8``).
Host and subnet numbers count from the start of the prefix; a negative
host number counts back from its end.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..function import ArgumentError, Function, FunctionError, Parameter
from ..types import NUMBER, STRING, List, Type, Value, list_value, string_value
from ._util import to_int64_arg

__all__ = ["PLAIN", "Notation", "functions"]

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

_PREFIX = Parameter("prefix", STRING)


@dataclass(frozen=True)
class Notation:
    """How prefixes are read and results written: ``read`` turns a prefix's
    address part into an address ``ipaddress`` accepts, ``address`` and
    ``network`` write results, ``max_new_bits`` bounds each of
    ``cidrsubnets``' extensions (None: only the address size does).  The
    plain library's reads and writes addresses as ``ipaddress`` does;
    Terraform's differs (:mod:`hclkit.terraform.network`)."""

    read: Callable[[str], str] = lambda text: text
    address: Callable[[IPAddress], str] = str
    network: Callable[[Network], str] = str
    max_new_bits: int | None = None


PLAIN = Notation()


def _network(v: Value, notation: Notation) -> Network:
    text = v.as_string()
    address, slash, length = text.partition("/")
    problem = f"invalid CIDR expression: invalid CIDR address: {text}"
    if not slash:
        raise ArgumentError(0, problem, _PREFIX)
    try:
        return ipaddress.ip_network(f"{notation.read(address)}/{length}", strict=False)
    except ValueError:
        raise ArgumentError(0, problem, _PREFIX) from None


def _subnet(network: Network, newbits: int, netnum: int) -> Network:
    length = network.prefixlen + newbits
    if newbits < 0 or length > network.max_prefixlen:
        raise FunctionError(f"insufficient address space to extend prefix of "
                            f"{network.prefixlen} by {newbits}")
    if not 0 <= netnum < 1 << newbits:
        raise FunctionError(f"prefix extension of {newbits} does not accommodate a subnet "
                            f"numbered {netnum}")
    start = int(network.network_address) + (netnum << (network.max_prefixlen - length))
    return type(network)((start, length))


_NEWBITS = Parameter("newbits", NUMBER)


def functions(notation: Notation = PLAIN) -> dict[str, Function]:
    """The four functions, reading and writing prefixes in ``notation``."""

    def cidrhost(args: Sequence[Value], ret: Type) -> Value:
        network = _network(args[0], notation)
        hostnum = to_int64_arg(args[1], 1, Parameter("hostnum", NUMBER))
        size = network.num_addresses
        index = hostnum + size if hostnum < 0 else hostnum
        if not 0 <= index < size:
            raise FunctionError(f"prefix of {network.prefixlen} bits cannot accommodate a "
                                f"host numbered {hostnum}")
        return string_value(notation.address(network.network_address + index))

    def cidrnetmask(args: Sequence[Value], ret: Type) -> Value:
        network = _network(args[0], notation)
        shown = notation.network(network)
        if ":" in shown:
            raise ArgumentError(0, "IPv6 addresses cannot have a netmask: "
                                   f"{args[0].as_string()}", _PREFIX)
        return string_value(str(ipaddress.IPv4Network(shown).netmask))

    def cidrsubnet(args: Sequence[Value], ret: Type) -> Value:
        network = _network(args[0], notation)
        newbits = to_int64_arg(args[1], 1, _NEWBITS)
        netnum = to_int64_arg(args[2], 2, Parameter("netnum", NUMBER))
        return string_value(notation.network(_subnet(network, newbits, netnum)))

    def cidrsubnets(args: Sequence[Value], ret: Type) -> Value:
        network = _network(args[0], notation)
        end = int(network.network_address) + network.num_addresses
        cursor = int(network.network_address)
        results: list[str] = []
        for i, arg in enumerate(args[1:], start=1):
            newbits = to_int64_arg(arg, i, _NEWBITS)
            if newbits < 1:
                raise ArgumentError(i, "must extend prefix by at least one bit", _NEWBITS)
            limit = notation.max_new_bits
            if limit is not None and newbits > limit:
                raise ArgumentError(i, f"may not extend prefix by more than {limit} bits",
                                    _NEWBITS)
            length = network.prefixlen + newbits
            if length > network.max_prefixlen:
                raise ArgumentError(i, f"would extend prefix to {length} bits, which is too "
                                       f"long for an IPv{network.version} address", _NEWBITS)
            size = 1 << (network.max_prefixlen - length)
            cursor = -(-cursor // size) * size  # each subnet starts on a multiple of its size
            if cursor + size > end:
                after = results[-1] if results else notation.network(network)
                raise ArgumentError(i, f"not enough remaining address space for a subnet with "
                                       f"a prefix of {length} bits after {after}", _NEWBITS)
            results.append(notation.network(type(network)((cursor, length))))
            cursor += size
        return list_value((string_value(s) for s in results), STRING)

    return {
        "cidrhost": Function([_PREFIX, Parameter("hostnum", NUMBER)], returns=STRING,
                             impl=cidrhost),
        "cidrnetmask": Function([_PREFIX], returns=STRING, impl=cidrnetmask),
        "cidrsubnet": Function([_PREFIX, _NEWBITS, Parameter("netnum", NUMBER)],
                               returns=STRING, impl=cidrsubnet),
        "cidrsubnets": Function([_PREFIX], var_param=_NEWBITS, returns=List(STRING),
                                impl=cidrsubnets),
    }
