#!/bin/sh
# Sets up a hot standby of a local PostgreSQL cluster on another port of this machine, streaming from it, and
# with --sync makes the primary wait for the standby at every commit (docs/deploy.md, "A standby that takes
# over"). Debian's PostgreSQL clusters (pg_createcluster, pg_ctlcluster); run it as root (or with sudo at
# hand): the standby's files belong to the postgres user.
#
#   scripts/pg-standby.sh [--version 15] [--primary main] [--standby standby] [--port 5433] [--sync]
#
# The standby is a copy of the primary made by pg_basebackup, with standby.signal and primary_conninfo (-R),
# connecting over the local socket as postgres (peer authentication); it names itself to the primary by its
# cluster name, the name synchronous_standby_names lists. It is promoted with
# `pg_ctlcluster <version> <standby> promote`. The primary is never restarted: a setting that needs a
# restart is reported, not changed.
set -eu

version=''
primary='main'
standby='standby'
port=''
sync='no'

usage() {
  echo "usage: $(sed -n '7p' "$0" | sed 's/^# *//')" >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case "$1" in
    --version) version="${2:?}"; shift 2 ;;
    --primary) primary="${2:?}"; shift 2 ;;
    --standby) standby="${2:?}"; shift 2 ;;
    --port) port="${2:?}"; shift 2 ;;
    --sync) sync='yes'; shift ;;
    *) usage ;;
  esac
done

fail() {
  echo "pg-standby: $*" >&2
  exit 1
}

# Cluster names go into a configuration value and a replication name: plain letters, digits and _.
case "$standby" in *[!a-z0-9_]* | '') fail "the standby's name must be lower-case letters, digits and _: $standby" ;; esac

if [ "$(id -u)" -eq 0 ]; then
  as_root() { "$@"; }
  as_postgres() { runuser -u postgres -- "$@"; }
elif command -v sudo >/dev/null 2>&1; then
  as_root() { sudo "$@"; }
  as_postgres() { sudo -u postgres "$@"; }
else
  fail 'run me as root (pg_createcluster and the standby files need it), or install sudo'
fi

# The primary as pg_lsclusters sees it: version, name, port, status, owner, data directory, log.
line=$(pg_lsclusters -h | awk -v name="$primary" -v version="$version" '$2 == name && (version == "" || $1 == version) { print; exit }')
[ -n "$line" ] || fail "no cluster $primary${version:+ of version $version} (pg_lsclusters lists them)"
set -- $line
version=$1
primary_port=$3
case "$4" in online*) ;; *) fail "the primary $version/$primary is $4: start it first (pg_ctlcluster $version $primary start)" ;; esac
[ -n "$port" ] || port=$((primary_port + 1))
if pg_lsclusters -h | awk -v version="$version" -v name="$standby" '$1 == version && $2 == name { found = 1 } END { exit !found }'; then
  fail "a cluster $version/$standby exists already; remove it first (pg_dropcluster --stop $version $standby) or name another"
fi
if pg_lsclusters -h | awk -v port="$port" '$3 == port { found = 1 } END { exit !found }'; then
  fail "port $port is another cluster's; choose another with --port"
fi

socket=/var/run/postgresql
on_primary() { as_postgres psql -X -q -h "$socket" -p "$primary_port" -d postgres -Atc "$1"; }

# What streaming needs on the primary. wal_level and max_wal_senders take a restart: said, not done.
wal_level=$(on_primary 'SHOW wal_level')
[ "$wal_level" != 'minimal' ] || fail "the primary has wal_level = minimal: set it to replica in /etc/postgresql/$version/$primary/postgresql.conf and restart it"
[ "$(on_primary 'SHOW max_wal_senders')" -gt 0 ] || fail 'the primary has max_wal_senders = 0: raise it (10) and restart it'

# The standby replicates over the local socket as postgres: allowed by one line of pg_hba.conf.
if [ "$(on_primary "SELECT count(*) FROM pg_hba_file_rules WHERE type = 'local' AND 'replication' = ANY(database) AND ('postgres' = ANY(user_name) OR 'all' = ANY(user_name))")" -eq 0 ]; then
  hba=$(on_primary 'SHOW hba_file')
  echo "pg-standby: allowing replication over the local socket in $hba"
  # First in the file: pg_hba.conf is read top down and the first matching line decides.
  as_root sed -i '1i local replication postgres peer' "$hba"
  on_primary 'SELECT pg_reload_conf()' >/dev/null
fi

# The standby's cluster (its configuration, its port), then its data replaced by a copy of the primary's
# (so initdb need not wait for its own files to reach the disk). -R writes standby.signal and
# primary_conninfo, with the application_name the primary knows it by.
as_root pg_createcluster "$version" "$standby" -p "$port" -- --no-sync >/dev/null
data=$(pg_lsclusters -h | awk -v version="$version" -v name="$standby" '$1 == version && $2 == name { print $6 }')
echo "pg-standby: copying $version/$primary (port $primary_port) to $data"
as_root find "$data" -mindepth 1 -delete
as_postgres pg_basebackup -D "$data" -X stream -c fast -R \
  -d "host=$socket port=$primary_port user=postgres application_name=$standby"
# A synchronous_standby_names set on the primary with ALTER SYSTEM came along in postgresql.auto.conf: a
# promoted standby would then wait for a standby of its own that does not exist, and never commit again.
as_postgres sed -i '/^synchronous_standby_names/d' "$data/postgresql.auto.conf"
# It accepts the primary's clients as the primary does, and has the settings a hot standby may not have
# below the primary's.
as_root cp "$(on_primary 'SHOW hba_file')" "/etc/postgresql/$version/$standby/pg_hba.conf"
as_root cp "$(on_primary 'SHOW ident_file')" "/etc/postgresql/$version/$standby/pg_ident.conf"
on_primary "SELECT name, setting FROM pg_settings WHERE name IN ('max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')" |
  while IFS='|' read -r name setting; do as_root pg_conftool "$version" "$standby" set "$name" "$setting"; done
as_root pg_ctlcluster "$version" "$standby" start

# Streaming within 30 s, or the standby's log says why not.
tries=0
until [ "$(on_primary "SELECT count(*) FROM pg_stat_replication WHERE application_name = '$standby' AND state = 'streaming'")" -eq 1 ]; do
  tries=$((tries + 1))
  [ "$tries" -le 60 ] || fail "the standby does not stream; see /var/log/postgresql/postgresql-$version-$standby.log"
  sleep 0.5
done

if [ "$sync" = 'yes' ]; then
  # In the primary's postgresql.conf (under /etc, which a copy of its data does not take along).
  echo "pg-standby: the primary now waits for $standby at every commit (synchronous_standby_names)"
  as_root pg_conftool "$version" "$primary" set synchronous_standby_names "\"$standby\""
  on_primary 'SELECT pg_reload_conf()' >/dev/null
  tries=0
  until [ "$(on_primary "SELECT sync_state FROM pg_stat_replication WHERE application_name = '$standby'")" = 'sync' ]; do
    tries=$((tries + 1))
    [ "$tries" -le 60 ] || fail "the standby streams but is not synchronous: see synchronous_standby_names in /etc/postgresql/$version/$primary/postgresql.conf"
    sleep 0.5
  done
fi

echo "pg-standby: $version/$standby streams from $version/$primary on port $port ($( [ "$sync" = 'yes' ] && echo synchronous || echo asynchronous ))"
echo "  DATABASE_URL=postgres://<user>@127.0.0.1:$primary_port,127.0.0.1:$port/<database>"
echo "  promote it when the primary is lost: pg_ctlcluster $version $standby promote"
