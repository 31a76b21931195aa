# package.cmake - what `cmake --install` puts where, and CPack's .deb and .tar.gz of it
# (included from the top CMakeLists.txt). The game finds its data in ../share/loopling beside its
# binary (game/ui/shell/app.c), loopling-gen its templates and grammars the same way
# (generators/cli/cli_util.c). Reproducible: with SOURCE_DATE_EPOCH set, two builds of the same
# tree give byte-identical packages (file times, owners and order are fixed; build paths are
# mapped away by -ffile-prefix-map in the top CMakeLists.txt).
include(GNUInstallDirs)
set(LP_SHARE ${CMAKE_INSTALL_DATADIR}/loopling)
install(TARGETS loopling loopling-gen RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/assets/sprites DESTINATION ${LP_SHARE}/assets)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/assets/sounds DESTINATION ${LP_SHARE}/assets)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/levels DESTINATION ${LP_SHARE})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/scripts DESTINATION ${LP_SHARE})
# The catalogues (po/*.po compiled): the binaries look in ../share/locale beside themselves.
install(DIRECTORY ${CMAKE_BINARY_DIR}/locale/ DESTINATION ${CMAKE_INSTALL_LOCALEDIR})
# The window icon (app.c loads packaging/icons/loopling.png from the data folder).
install(FILES ${CMAKE_SOURCE_DIR}/packaging/icons/loopling.png DESTINATION ${LP_SHARE}/packaging/icons)
# Desktop integration: launcher, AppStream metainfo, icons in the hicolor theme.
install(FILES ${CMAKE_SOURCE_DIR}/packaging/org.loopling.Loopling.desktop
  DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/org.loopling.Loopling.metainfo.xml
  DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
foreach(size 48 64 128)
  install(FILES ${CMAKE_SOURCE_DIR}/packaging/icons/loopling_${size}.png
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps RENAME loopling.png)
endforeach()
install(FILES ${CMAKE_SOURCE_DIR}/packaging/icons/loopling.png
  DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/256x256/apps)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/icons/loopling.svg
  DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)

# ---- CPack: `cpack --config build/release/CPackConfig.cmake` -> loopling_VERSION_ARCH.deb and
# loopling-VERSION-Linux.tar.gz ----------------------------------------------------------------
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_PACKAGE_NAME loopling)
set(CPACK_PACKAGE_VENDOR "Loopling")
set(CPACK_PACKAGE_CONTACT "Loopling Dev <dev@loopling.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "coding-puzzle game for pupils")
set(CPACK_PACKAGE_DESCRIPTION "Loopling is a coding-puzzle game for pupils of about nine and up.\
 Every puzzle can be generated, is certified solvable by the game's own rules, and is pitched at\
 the pupil by a player model inside the game: a toy car, a robot and May's Journey.")
set(CPACK_PACKAGE_INSTALL_DIRECTORY loopling)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_SOURCE_DIR}/packaging/cpack_options.cmake)
# A tarball made with CMAKE_INSTALL_PREFIX's layout (bin/, share/) at its top, no prefix folder.
set(CPACK_INCLUDE_TOPLEVEL_DIRECTORY OFF)
set(CPACK_ARCHIVE_COMPONENT_INSTALL OFF)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The fonts are found at configure time (LOOPLING_FONT) and read from that path at run time.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
set(CPACK_SOURCE_IGNORE_FILES "/build/;/saves/;/\\\\.git/")
include(CPack)
