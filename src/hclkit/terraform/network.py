"""Terraform's network functions (cidrhost, cidrnetmask, cidrsubnet,
cidrsubnets): the plain library's arithmetic, in Terraform's notation.

- An IPv4 octet written with leading zeros is read as a decimal number
  (``010.001.0.0`` is ``10.1.0.0``), a historical behaviour Terraform keeps
  and documents.
- An IPv4-mapped IPv6 prefix (``::ffff:10.0.0.0/104``) is worked out as
  IPv6 but its results are written as IPv4 (``10.1.0.0/16``), as
  Terraform writes them.
- ``cidrsubnets`` extends a prefix by at most 32 bits per subnet.
"""

from __future__ import annotations

import ipaddress
import re

from ..function import Function
from ..stdlib import network
from ..stdlib.network import IPAddress, Network, Notation

__all__ = ["TERRAFORM", "functions"]

_DOTTED = re.compile(r"([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})\Z")


def _decimal_octets(address: str) -> str:
    """The address with each IPv4 octet's leading zeros dropped (also in
    the IPv4 tail of an IPv6 address), so that they read as decimal."""
    head, sep, tail = address.rpartition(":")
    m = _DOTTED.match(tail)
    if m is None:
        return address
    return head + sep + ".".join(str(int(part)) for part in m.groups())


def _address(address: IPAddress) -> str:
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return str(address.ipv4_mapped)
    return str(address)


def _network(net: Network) -> str:
    if isinstance(net, ipaddress.IPv6Network) and net.prefixlen >= 96:
        mapped = net.network_address.ipv4_mapped
        if mapped is not None:
            return f"{mapped}/{net.prefixlen - 96}"
    return str(net)


TERRAFORM = Notation(read=_decimal_octets, address=_address, network=_network,
                     max_new_bits=32)


def functions() -> dict[str, Function]:
    return network.functions(TERRAFORM)
