#!/usr/bin/perl
# A minimal SMSC on Net::SMPP (Debian's libnet-smpp-perl): an SMPP implementation Parley did not
# write, for the interoperability test. It listens on 127.0.0.1 (a free port, printed first), binds
# the one account named on the command line, answers each submit_sm with a decimal message id, and
# sends a delivery receipt in text only (no TLVs) that writes the id in hex, as some vendors do.
# Every submit is printed as "submit <destination> <id> <data_coding> <esm_class> <hex of short_message>".
use strict;
use warnings;
use Net::SMPP;
use POSIX qw(strftime);

my ($system_id, $password) = @ARGV;
die "usage: $0 system_id password\n" unless defined $password;

my $listener = Net::SMPP->new_listen('127.0.0.1', port => 0, smpp_version => 0x34)
  or die "cannot listen: $!\n";
$| = 1;
print 'port ', $listener->sockport, "\n";

my $next_id = 7_000_000;

while (my $smsc = $listener->accept) {
  serve($smsc);
  close $smsc;
}

sub serve {
  my ($smsc) = @_;
  my $bound = 0;
  while (my $pdu = $smsc->read_pdu) {
    my $cmd = $pdu->{cmd};
    if ($cmd == Net::SMPP::CMD_bind_transceiver) {
      $bound = $pdu->{system_id} eq $system_id && $pdu->{password} eq $password;
      # 0x0E: ESME_RINVPASWD
      $smsc->bind_transceiver_resp(seq => $pdu->{seq}, status => $bound ? 0 : 0x0E, system_id => 'NetSMPP');
    } elsif ($cmd == Net::SMPP::CMD_submit_sm) {
      # 0x04: ESME_RINVBNDSTS
      if (!$bound) { $smsc->submit_sm_resp(seq => $pdu->{seq}, status => 0x04, message_id => ''); next; }
      my $id = $next_id++;
      $smsc->submit_sm_resp(seq => $pdu->{seq}, message_id => $id);
      print join(' ', 'submit', $pdu->{destination_addr}, $id, $pdu->{data_coding}, $pdu->{esm_class}, unpack('H*', $pdu->{short_message})), "\n";
      next unless $pdu->{registered_delivery} & 0x03;
      my $now = strftime('%y%m%d%H%M', gmtime);
      my $text = sprintf('id:%x sub:001 dlvrd:001 submit date:%s done date:%s stat:DELIVRD err:000 text:', $id, $now, $now);
      $smsc->deliver_sm(async => 1, source_addr => $pdu->{destination_addr}, destination_addr => $pdu->{source_addr},
                        esm_class => 0x04, data_coding => 0, short_message => $text);
    } elsif ($cmd == Net::SMPP::CMD_enquire_link) {
      $smsc->enquire_link_resp(seq => $pdu->{seq});
    } elsif ($cmd == Net::SMPP::CMD_unbind) {
      $smsc->unbind_resp(seq => $pdu->{seq});
      return;
    } elsif ($cmd == Net::SMPP::CMD_deliver_sm_resp) {
      # The receipt arrived; nothing more to do.
    } else {
      $smsc->generic_nack(seq => $pdu->{seq}, status => 0x03);
    }
  }
}
