// The passwords (and password stems) people pick most, bundled so the check needs no network. Entries are
// lower-case stems: password-rules.ts lower-cases a candidate, undoes common letter-for-digit swaps
// (p@ssw0rd) and drops trailing digits and symbols (Summer2024!) before looking it up, so each stem
// stands for its many variants. Drawn from the published top lists of leaked passwords.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'passwort', 'passwd', 'pass', 'pasword', 'passw', 'password!', 'mypassword', 'thepassword', 'secret', 'topsecret',
  '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789', '0987654321', '987654321', '87654321', '654321',
  '11111111', '111111111', '00000000', '000000000', '88888888', '66666666', '12121212', '11223344', '112233', '123123',
  '123123123', '123321', '147258369', '159753', '741852963', '789456123', '123654', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e',
  'q1w2e3r4', 'q1w2e3r4t5', '1qaz2wsx', '1qazxsw2', 'zaq12wsx', 'zaq1zaq1', 'qazwsx', 'qazwsxedc', 'qwerty', 'qwertz', 'qwertyu',
  'qwertyui', 'qwertyuiop', 'azerty', 'asdf', 'asdfgh', 'asdfghjk', 'asdfghjkl', 'zxcvbn', 'zxcvbnm', 'qwe', 'qweasd',
  'qweasdzxc', 'qwer', 'asdasd', 'abc', 'abcd', 'abcdef', 'abcdefg', 'abcdefgh', 'abc123', 'aa', 'aaa', 'aaaaaa', 'aaaaaaaa',
  'abcabc', 'admin', 'administrator', 'root', 'toor', 'user', 'guest', 'test', 'tester', 'testing', 'demo', 'default',
  'changeme', 'change', 'welcome', 'letmein', 'login', 'access', 'master', 'system', 'server', 'office', 'lab', 'laboratory',
  'console', 'license', 'licence', 'iloveyou', 'iloveu', 'loveyou', 'lovely', 'love', 'lover', 'loveme', 'princess', 'sunshine',
  'shadow', 'dragon', 'monkey', 'football', 'baseball', 'basketball', 'soccer', 'hockey', 'golf', 'tennis', 'superman', 'batman',
  'spiderman', 'starwars', 'pokemon', 'michael', 'jennifer', 'jessica', 'michelle', 'daniel', 'charlie', 'thomas', 'robert',
  'jordan', 'hunter', 'andrew', 'joshua', 'matthew', 'anthony', 'william', 'george', 'nicole', 'ashley', 'amanda', 'hannah',
  'maria', 'anna', 'sophie', 'alexander', 'alex', 'trustno', 'whatever', 'freedom', 'internet', 'computer', 'corvette',
  'mercedes', 'ferrari', 'porsche', 'mustang', 'harley', 'killer', 'ninja', 'cookie', 'cheese', 'chocolate', 'pepper', 'ginger',
  'summer', 'winter', 'spring', 'autumn', 'sommer', 'january', 'february', 'march', 'april', 'june', 'july', 'august',
  'september', 'october', 'november', 'december', 'monday', 'friday', 'sunday', 'flower', 'garden', 'orange', 'banana', 'apple',
  'purple', 'silver', 'golden', 'diamond', 'buster', 'tigger', 'tiger', 'bailey', 'maggie', 'buddy', 'lucky', 'ranger',
  'thunder', 'matrix', 'phoenix', 'security', 'private', 'hello', 'hellohello', 'helloworld', 'welcomehome', 'goodluck', 'happy',
  'smile', 'angel', 'baby', 'babygirl', 'family', 'forever', 'friends', 'god', 'jesus', 'heaven', 'blessed', 'christ', 'money',
  'business', 'samsung', 'google', 'microsoft', 'windows', 'linux', 'iphone', 'android', 'facebook', 'twitter', 'youtube',
  'yahoo', 'passpass', 'passw0rd', 'p@ssword', 'p@ssw0rd', 'pa55word', 'superstar', 'zaq', 'zxc', 'poiuytrewq', 'mnbvcxz',
  'lkjhgfdsa', 'ihateyou', 'fuckyou', 'fuckoff', 'asshole', 'bitch', 'player', 'gamer', 'minecraft', 'fortnite', 'liverpool',
  'chelsea', 'arsenal', 'barcelona', 'juventus', 'realmadrid', 'berlin', 'london', 'paris', 'newyork', 'ljubljana', 'slovenija',
  'deutschland', 'england', 'america', 'canada', 'geheim', 'hallo', 'schatz', 'sonne', 'blume', 'fussball', 'geslo', 'ljubezen',
  'sonce', 'mojegeslo', 'soleil', 'bonjour',
]);
