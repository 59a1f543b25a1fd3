# workspace install settings
auto-install-peers=true
strict-peer-dependencies=false
link-workspace-packages=true
save-exact=true
