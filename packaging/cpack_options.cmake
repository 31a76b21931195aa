# cpack_options.cmake - per-generator CPack settings (CPACK_PROJECT_CONFIG_FILE, read by cpack for
# each generator): the .deb installs into /usr, the tarball has bin/ and share/ at its top so it
# unpacks into any prefix (tar -xzf loopling-*.tar.gz -C ~/.local).
if(CPACK_GENERATOR STREQUAL "TGZ")
  set(CPACK_PACKAGING_INSTALL_PREFIX "/")
endif()
