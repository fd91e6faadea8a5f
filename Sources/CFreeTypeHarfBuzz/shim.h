#ifndef LAYOUTSTRESS_CFREETYPEHARFBUZZ_H
#define LAYOUTSTRESS_CFREETYPEHARFBUZZ_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_MULTIPLE_MASTERS_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
#endif
