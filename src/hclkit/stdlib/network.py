"""Network functions: cidrhost, cidrnetmask, cidrsubnet, cidrsubnets, on
the standard library's ``ipaddress``.

A prefix is an IPv4 or IPv6 address with a prefix length (RFC 4632 CIDR
notation); host bits set in it are ignored (``10.1.2.3/8`` is ``10.0.0.0/8``).
Host and subnet numbers count from the start of the prefix; a negative
host number counts back from its end.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Sequence

from ..function import ArgumentError, Function, FunctionError, Parameter
from ..types import NUMBER, STRING, List, Type, Value, list_value, string_value
from ._util import to_int64_arg

__all__ = ["functions"]

Network = ipaddress.IPv4Network | ipaddress.IPv6Network

_PREFIX = Parameter("prefix", STRING)


def _network(v: Value) -> Network:
    text = v.as_string()
    if "/" not in text:
        raise ArgumentError(0, f"invalid CIDR expression: invalid CIDR address: {text}", _PREFIX)
    try:
        return ipaddress.ip_network(text, strict=False)
    except ValueError:
        raise ArgumentError(0, f"invalid CIDR expression: invalid CIDR address: {text}",
                            _PREFIX) from None


def _address(network: Network, offset: int) -> str:
    return str(network.network_address + offset)


def _cidrhost(args: Sequence[Value], ret: Type) -> Value:
    network = _network(args[0])
    hostnum = to_int64_arg(args[1], 1, Parameter("hostnum", NUMBER))
    size = network.num_addresses
    index = hostnum + size if hostnum < 0 else hostnum
    if not 0 <= index < size:
        raise FunctionError(f"prefix of {network.prefixlen} bits cannot accommodate a host "
                            f"numbered {hostnum}")
    return string_value(_address(network, index))


def _cidrnetmask(args: Sequence[Value], ret: Type) -> Value:
    network = _network(args[0])
    if network.version != 4:
        raise ArgumentError(0, f"IPv6 addresses cannot have a netmask: {args[0].as_string()}",
                            _PREFIX)
    return string_value(str(network.netmask))


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


def _cidrsubnet(args: Sequence[Value], ret: Type) -> Value:
    network = _network(args[0])
    newbits = to_int64_arg(args[1], 1, Parameter("newbits", NUMBER))
    netnum = to_int64_arg(args[2], 2, Parameter("netnum", NUMBER))
    return string_value(str(_subnet(network, newbits, netnum)))


def _cidrsubnets(args: Sequence[Value], ret: Type) -> Value:
    network = _network(args[0])
    start = int(network.network_address)
    end = start + network.num_addresses
    cursor = start
    results: list[str] = []
    for i, arg in enumerate(args[1:], start=1):
        newbits = to_int64_arg(arg, i, _NEWBITS)
        if newbits < 1:
            raise ArgumentError(i, "must extend prefix by at least one bit", _NEWBITS)
        length = network.prefixlen + newbits
        if length > network.max_prefixlen:
            raise ArgumentError(i, f"would extend prefix to {length} bits, which is too long "
                                   f"for an IPv{network.version} address", _NEWBITS)
        size = 1 << (network.max_prefixlen - length)
        cursor = -(-cursor // size) * size  # each subnet starts on a multiple of its size
        if cursor + size > end:
            after = results[-1] if results else str(network)
            raise ArgumentError(i, f"not enough remaining address space for a subnet with a "
                                   f"prefix of {length} bits after {after}", _NEWBITS)
        subnet = type(network)((cursor, length))
        results.append(str(subnet))
        cursor += size
    return list_value((string_value(s) for s in results), STRING)


_NEWBITS = Parameter("newbits", NUMBER)


def functions() -> dict[str, Function]:
    return {
        "cidrhost": Function([_PREFIX, Parameter("hostnum", NUMBER)], returns=STRING,
                             impl=_cidrhost),
        "cidrnetmask": Function([_PREFIX], returns=STRING, impl=_cidrnetmask),
        "cidrsubnet": Function([_PREFIX, Parameter("newbits", NUMBER),
                                Parameter("netnum", NUMBER)], returns=STRING,
                               impl=_cidrsubnet),
        "cidrsubnets": Function([_PREFIX], var_param=_NEWBITS, returns=List(STRING),
                                impl=_cidrsubnets),
    }
