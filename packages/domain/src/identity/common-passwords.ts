/**
 * Passwords of 8 characters or more that appear at the top of published breach lists, plus obvious
 * ones for a luxury marketplace. A new password that matches one (case-insensitively) is refused.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  "!qaz2wsx", "00000000", "11111111", "11223344", "123123123", "123321123", "12341234", "12344321",
  "12345678", "123456789", "1234567890", "1234qwer", "123654789", "123qweasd", "147258369", "159753456",
  "1password", "1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx", "1qazxsw2", "22222222", "33333333", "44444444",
  "55555555", "66666666", "741852963", "77777777", "87654321", "88888888", "987654321", "99999999",
  "a1234567", "a12345678", "a1b2c3d4", "aa123456", "abc12345", "abc123abc", "abcd1234", "abcdefgh",
  "access14", "admin123", "admin1234", "administrator", "alexander", "amanda12", "andrew12", "anthony1",
  "arsenal1", "asdf1234", "asdfasdf", "asdfghjkl", "ashley12", "autumn2025", "baseball", "baseball1",
  "batman12", "beautiful", "birkin123", "butterfly1", "chanel123", "changeme", "changeme123", "charlie1",
  "charlotte", "chelsea1", "chocolate", "computer", "contraseña", "cookie123", "corvette", "cowboys1",
  "daniel12", "december1", "default1", "designer", "dolphins1", "dragon12", "eagles12", "elizabeth",
  "facebook1", "ferrari1", "flower12", "football", "football1", "freedom1", "google123", "gucci123",
  "guest123", "hannah12", "harley12", "hello123", "hellohello", "hermes123", "iloveu123", "iloveyou",
  "iloveyou1", "iloveyou2", "internet", "january1", "jennifer", "jessica1", "jordan23", "joshua12",
  "lakers24", "letmein1", "letmein123", "linkedin1", "liverpool", "login123", "london12", "louisvuitton",
  "lovely12", "loveyou1", "luxury123", "maison123", "maisonmaison", "manchester", "master12", "matrix12",
  "matthew1", "mercedes", "michael1", "michelle", "monkey123", "motdepasse", "mustang1", "myspace1",
  "naruto12", "newyork1", "nicole12", "p@ssw0rd", "p@ssword", "passw0rd", "password", "password!",
  "password1", "password12", "password123", "password2", "password3", "passwort", "pokemon1", "porsche1",
  "princess", "princess1", "q1w2e3r4", "qazwsx123", "qazwsxedc", "qwe123qwe", "qweasdzxc", "qwer1234",
  "qwerty12", "qwerty123", "qwertyuiop", "robert12", "rolex123", "root1234", "samsung1", "secret123",
  "senha123", "shadow12", "shopping", "spring2025", "starwars", "steelers", "summer12", "summer2024",
  "summer2025", "summer2026", "sunshine", "sunshine1", "superman", "superman1", "test1234", "testtest",
  "thomas12", "trustme1", "trustno1", "victoria1", "welcome1", "welcome123", "whatever", "william1",
  "winter2024", "winter2025", "winter2026", "yankees1", "zaq12wsx", "zxcvbnm1", "zxcvbnm123",
];
