#!/usr/bin/env bash
# Make sure the SMPP peers Parley did not write are installed: Debian's Net::SMPP (libnet-smpp-perl),
# which the interoperability test runs as a small SMSC against our SMPP link, and Debian's Kannel
# (bearerbox and smsbox), which binds to Parley's SMPP server as a hub client would.
# Idempotent: installs only what is missing.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

has_net_smpp() { perl -MNet::SMPP -e 1 2>/dev/null; }
has_kannel() { command -v bearerbox >/dev/null && command -v smsbox >/dev/null; }

missing=()
has_net_smpp || missing+=(libnet-smpp-perl)
has_kannel || missing+=(kannel)

if [ ${#missing[@]} -eq 0 ]; then
  echo "ensure-smpp-peer: already installed (Net::SMPP $(perl -MNet::SMPP -e 'print $Net::SMPP::VERSION'), $(bearerbox --version 2>&1 | head -1))"
  exit 0
fi

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "ensure-smpp-peer: installing ${missing[*]}"
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# The package's own service is not wanted: the tests start their bearerbox and smsbox on free ports.
$SUDO pkill -x bearerbox 2>/dev/null || true
$SUDO pkill -x smsbox 2>/dev/null || true
has_net_smpp || { echo 'ensure-smpp-peer: Net::SMPP missing!'; exit 1; }
has_kannel || { echo 'ensure-smpp-peer: Kannel missing!'; exit 1; }
echo "ensure-smpp-peer: done"
