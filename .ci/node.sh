# Sourced by .ci/run: puts Node $NODE_MAJOR LTS first on PATH. The npm registry serves Node itself as the
# package node-linux-<arch> (the official build: bin/node and the headers under include/node); the newest
# release of that major is unpacked into ~/.cache/parchee/node-v<version> once and reused by later runs.
# npm_config_nodedir points node-gyp at those headers, so native modules without a prebuilt binary for
# this platform (better-sqlite3 here) compile for this Node, not for the system's.
NODE_MAJOR=24
node_cache="${XDG_CACHE_HOME:-$HOME/.cache}/parchee"

case "$(uname -m)" in
  x86_64) node_arch=x64 ;;
  aarch64 | arm64) node_arch=arm64 ;;
  *) node_arch="" ;;
esac

# The newest $NODE_MAJOR.x the registry lists, else the newest one already unpacked.
node_version="$(npm view "node-linux-$node_arch@$NODE_MAJOR" version --json 2>/dev/null \
  | tr -d '[]", ' | grep -E '^[0-9]+\.[0-9]+\.[0-9]+$' | sort -V | tail -n 1)"
if [ -z "$node_version" ]; then
  node_version="$(ls "$node_cache" 2>/dev/null | sed -n "s/^node-v\($NODE_MAJOR\.[0-9.]*\)$/\1/p" | sort -V | tail -n 1)"
fi

node_home="$node_cache/node-v$node_version"
if [ -n "$node_arch" ] && [ -n "$node_version" ] && [ ! -x "$node_home/bin/node" ]; then
  echo "Fetching Node $node_version ($node_arch) from the npm registry into $node_home"
  node_tmp="$(mktemp -d)"
  if npm pack "node-linux-$node_arch@$node_version" --pack-destination "$node_tmp" --silent >/dev/null \
    && mkdir -p "$node_tmp/unpacked" \
    && tar xzf "$node_tmp"/node-linux-*.tgz -C "$node_tmp/unpacked" --strip-components=1 \
    && mkdir -p "$node_cache" && rm -rf "$node_home" && mv "$node_tmp/unpacked" "$node_home"; then
    :
  else
    echo "!! could not fetch node-linux-$node_arch@$node_version"
  fi
  rm -rf "$node_tmp"
fi

if [ -x "$node_home/bin/node" ]; then
  export PATH="$node_home/bin:$PATH"
  export npm_config_nodedir="$node_home"
  echo "Node $(node -v) from $node_home, npm $(npm -v)"
else
  echo "!! Node $NODE_MAJOR is not available (platform $(uname -m)); the suite would run on $(node -v)"
  exit 1
fi
