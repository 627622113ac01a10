#!/usr/bin/env bash
# Make sure Debian's Net::SMPP (libnet-smpp-perl) is installed: the SMPP peer Parley did not write,
# which the interoperability test runs as a small SMSC against our SMPP link.
# Idempotent: installs only what is missing.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

has_peer() { perl -MNet::SMPP -e 1 2>/dev/null; }

if has_peer; then
  echo "ensure-smpp-peer: already installed (Net::SMPP $(perl -MNet::SMPP -e 'print $Net::SMPP::VERSION'))"
  exit 0
fi

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "ensure-smpp-peer: installing libnet-smpp-perl"
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends libnet-smpp-perl >/dev/null
has_peer && echo "ensure-smpp-peer: done (Net::SMPP $(perl -MNet::SMPP -e 'print $Net::SMPP::VERSION'))" || { echo 'ensure-smpp-peer: Net::SMPP missing!'; exit 1; }
