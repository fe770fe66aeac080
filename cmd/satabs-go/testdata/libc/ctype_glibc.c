// TRUE: glibc's ctype macros as they appear in preprocessed files read
// the tables behind __ctype_b_loc, __ctype_tolower_loc and
// __ctype_toupper_loc.
enum { _ISupper = 256, _ISlower = 512, _ISalpha = 1024, _ISdigit = 2048, _ISxdigit = 4096, _ISspace = 8192 };
extern const unsigned short int **__ctype_b_loc(void);
extern const int **__ctype_tolower_loc(void);
extern const int **__ctype_toupper_loc(void);
extern char __VERIFIER_nondet_char(void);
void reach_error(void);
int main(void) {
  char c = __VERIFIER_nondet_char();
  int digit = ((*__ctype_b_loc())[(int)(c)] & (unsigned short int)_ISdigit) != 0;
  if (digit != (c >= '0' && c <= '9'))
    reach_error();
  int space = ((*__ctype_b_loc())[(int)(c)] & (unsigned short int)_ISspace) != 0;
  if (space && c != ' ' && (c < 9 || c > 13))
    reach_error();
  if (c >= 'a' && c <= 'z' && (*__ctype_toupper_loc())[(int)(c)] != c - 32)
    reach_error();
  if ((*__ctype_tolower_loc())[(int)('Q')] != 'q')
    reach_error();
  return 0;
}
